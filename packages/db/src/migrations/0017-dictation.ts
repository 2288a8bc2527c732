import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** Issue 14, 听写: pupils' dictation rounds (their lesson set null when the textbook drops it). */
export function dictationMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('dictations'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('lesson_id', 'integer', (c) => c.references('resource_categories.id').onDelete('set null'))
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wrong', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('dictations_user_submitted')
        .on('dictations')
        .columns(['user_id', 'submitted_at'])
        .execute();
    },
  };
}
