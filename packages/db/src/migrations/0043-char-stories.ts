import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 16, 趣味识字: our story of how a character was made (apps/importer/data/char-stories),
 * keyed by the character so a re-import of the character table leaves it in place.
 */
export function charStoriesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('char_stories')
        .addColumn('char', 'text', (c) => c.primaryKey())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('formation', 'text', (c) => c.notNull())
        .addColumn('story', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
