import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 12, the shared content kit: items in a module's resource categories, and the media
 * library whose files attach to a module, a category or an item. The teacher who made a row is
 * set null when their account is deleted: teaching material outlives the account.
 */
export function contentKitMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('resource_items'), engine)
        .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('resource_categories.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('resource_items_category_sort')
        .on('resource_items')
        .columns(['category_id', 'sort'])
        .execute();

      await withId(db.schema.createTable('media_items'), engine)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('module_id', 'integer', (c) => c.references('modules.id'))
        .addColumn('category_id', 'integer', (c) => c.references('resource_categories.id').onDelete('set null'))
        .addColumn('item_id', 'integer', (c) => c.references('resource_items.id').onDelete('set null'))
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_items_created').on('media_items').columns(['created_at']).execute();
      await db.schema
        .createIndex('media_items_attached')
        .on('media_items')
        .columns(['module_id', 'category_id', 'item_id'])
        .execute();
      await db.schema.createIndex('media_items_category').on('media_items').column('category_id').execute();
      await db.schema.createIndex('media_items_item').on('media_items').column('item_id').execute();
    },
  };
}
