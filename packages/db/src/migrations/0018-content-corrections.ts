import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 20: every traditional form of a character with the words that take it, and an idiom
 * gloss's example sentence and cross-references kept apart from its meaning. The importer fills
 * them; until then they read as none.
 */
export function contentCorrectionsMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('characters')
        .addColumn('traditional_forms', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('idioms')
        .addColumn('gloss_example', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('idioms')
        .addColumn('see_also', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
