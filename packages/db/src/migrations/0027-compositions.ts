import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 16, 部编作文: the module's categories with the importer's keys (ids survive re-imports), our
 * writing guides and 写作素材 in them, and each pupil's compositions on 稿纸.
 */
export function compositionsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const category = 'resource_categories.id';
      await db.schema
        .createTable('bpzw_categories')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('composition_guides'), engine)
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.notNull().references(category).onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('band', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('steps', 'text', (c) => c.notNull())
        .addColumn('model_title', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('exercise_title', 'text', (c) => c.notNull())
        .addColumn('exercise_prompt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('composition_guides_category')
        .on('composition_guides')
        .columns(['category_id', 'sort'])
        .execute();
      await db.schema
        .createTable('bpzw_materials')
        .addColumn('category_id', 'integer', (c) => c.notNull().references(category).onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('bpzw_materials_pk', ['category_id', 'sort'])
        .execute();

      await withId(db.schema.createTable('compositions'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('sheet', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('compositions_user').on('compositions').columns(['user_id', 'updated_at']).execute();
    },
  };
}
