import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 17, more kinds of assignment: characters to write (the list on the assignment, what each
 * pupil has written on the hand-in) and a reading (the chapter of the book in `target_id`).
 * A paper needs nothing new: its target is the paper and the pupil's attempt answers it.
 */
export function assignmentKindsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('assignments')
        .addColumn('chars', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('assignments')
        .addColumn('chapter', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('assignment_submissions')
        .addColumn('written', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
