import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 15, 成语典故: our idiom stories (written by the importer, keyed by the idiom), the module's
 * categories with the importer's keys (so ids survive re-imports) and their listed entries, and
 * pupils' 成语接龙 and quiz rounds.
 */
export function idiomStoriesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('idiom_stories')
        .addColumn('idiom', 'text', (c) => c.primaryKey())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('pinyin', 'text', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('work', 'text', (c) => c.notNull())
        .addColumn('chapter', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('dynasty', 'text', (c) => c.notNull())
        .addColumn('original', 'text', (c) => c.notNull())
        .addColumn('story', 'text', (c) => c.notNull())
        .addColumn('meaning', 'text', (c) => c.notNull())
        .addColumn('example', 'text', (c) => c.notNull())
        .addColumn('themes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('grade', 'integer', (c) => c.notNull())
        .execute();

      const category = 'resource_categories.id';
      await db.schema
        .createTable('jdmz_categories')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('jdmz_entries')
        .addColumn('category_id', 'integer', (c) => c.notNull().references(category).onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pinyin', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('jdmz_entries_pk', ['category_id', 'sort'])
        .execute();

      await withId(db.schema.createTable('idiom_games'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('idiom_games_user_kind')
        .on('idiom_games')
        .columns(['user_id', 'kind', 'finished_at'])
        .execute();
    },
  };
}
