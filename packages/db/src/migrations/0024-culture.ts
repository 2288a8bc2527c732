import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 15, 中国文化: our culture entries (节气, festivals, culture words, history, literature; written by
 * the importer, keyed by the data file's key), the groups of the four child modules as resource
 * categories with the importer's keys, and which entries each group lists.
 */
export function cultureMigration(): Migration {
  return {
    async up(db: AnyDb) {
      const category = 'resource_categories.id';
      await db.schema
        .createTable('culture_categories')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('part', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('culture_entries')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('part', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pinyin', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('culture_listings')
        .addColumn('category_id', 'integer', (c) => c.notNull().references(category).onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('entry_key', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('culture_listings_pk', ['category_id', 'sort'])
        .execute();
    },
  };
}
