import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** Issue 6, /tssc/test: poem tests generated for a pupil, their answers and scores. */
export function poemTestMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('poem_tests'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('collection', 'text', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('poem_tests_user_finished')
        .on('poem_tests')
        .columns(['user_id', 'finished_at'])
        .execute();
    },
  };
}
