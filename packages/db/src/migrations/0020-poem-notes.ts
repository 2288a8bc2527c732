import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 20 items 7–8: our 注释, 译文 and 赏析 of the 必背 poems and the lessons' classical texts
 * (keyed by the poem they explain) and our modern biographies of their poets (keyed by the name
 * the poems give). The importer replaces both whole; no foreign key, so a poems re-import never
 * drops them half-way (the notes re-import after it).
 */
export function poemNotesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('poem_studies')
        .addColumn('poem_id', 'integer', (c) => c.primaryKey())
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('translation', 'text', (c) => c.notNull())
        .addColumn('appreciation', 'text', (c) => c.notNull())
        .addColumn('review', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('poet_bios')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('dynasty', 'text', (c) => c.notNull())
        .addColumn('born', 'integer')
        .addColumn('died', 'integer')
        .addColumn('bio', 'text', (c) => c.notNull())
        .addColumn('known_for', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
