import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 15, 部编阅读: the reading library (books keyed by the importer's key, so ids and pupils'
 * shelves survive re-imports; their chapters with pinyin computed at import), the library's
 * categories under 课外书库, and each pupil's bookshelf and reading place.
 */
export function booksMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('bpyd_categories')
        .addColumn('category_id', 'integer', (c) =>
          c.primaryKey().references('resource_categories.id').onDelete('cascade'),
        )
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .execute();

      await withId(db.schema.createTable('books'), engine)
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dynasty', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('grade_band', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('chapters', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('chars', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('book_chapters')
        .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('pinyin', 'text', (c) => c.notNull())
        .addColumn('chars', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('book_chapters_pk', ['book_id', 'sort'])
        .execute();

      await db.schema
        .createTable('bookshelf')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
        .addColumn('shelved', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('chapter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bookshelf_pk', ['user_id', 'book_id'])
        .execute();
    },
  };
}
