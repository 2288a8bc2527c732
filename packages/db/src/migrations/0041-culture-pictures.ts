import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 15, 文化字典 with pictures: the Noto Emoji drawings 中国文化's entries name, by name, so the
 * server answers them without the importer's files (apps/importer/data/culture/icons.json).
 */
export function culturePicturesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('culture_pictures')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('svg', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
