import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/**
 * Issue 16, 幼儿教育's own media: a resource category of module 2081 for each grade, each month of
 * a grade and each lesson (小班 › 九月 › 第一课), so the media library hangs pictures and videos on
 * one lesson. The place is the key: a re-import keeps a category's id and the media on it.
 * Grades have month 0 and idx 0; months have idx 0.
 */
export function ycjyCategoriesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('ycjy_categories')
        .addColumn('category_id', 'integer', (c) =>
          c.primaryKey().references('resource_categories.id').onDelete('cascade'),
        )
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addUniqueConstraint('ycjy_categories_place', ['grade', 'month', 'idx'])
        .execute();
    },
  };
}
