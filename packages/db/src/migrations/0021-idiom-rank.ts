import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 20 (items 5 and 10): how suited an idiom is to pupils, set by the importer's pupil-dictionary
 * source (IDIOM_RANK, pupil-dictionary.repository.ts). Rows start as common (2) until the importer ranks them.
 */
export function idiomRankMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('idioms')
        .addColumn('pupil_rank', 'integer', (c) => c.notNull().defaultTo(2))
        .execute();
    },
  };
}
