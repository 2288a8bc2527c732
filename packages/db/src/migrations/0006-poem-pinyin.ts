import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/** Issue 6, first slice: per-character pinyin of every poem line, and the pupils' favourite poems. */
export function poemPinyinMigration(): Migration {
  return {
    async up(db: AnyDb) {
      // '' until the poem-pinyin import source has computed it.
      await db.schema
        .alterTable('poems')
        .addColumn('pinyin', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('poem_favorites')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('poem_id', 'integer', (c) => c.notNull().references('poems.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('poem_favorites_pk', ['user_id', 'poem_id'])
        .execute();
      await db.schema
        .createIndex('poem_favorites_user_created')
        .on('poem_favorites')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
