import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Idioms our pupil dictionary marks for a person's review (unsure, or unsuited to young pupils,
 * such as 血肉横飞): search and the dictionary's example idioms list them after the others.
 */
export function idiomReviewMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('idioms')
        .addColumn('pupil_review', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
