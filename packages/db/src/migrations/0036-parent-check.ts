import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issues 17/18, the parent check: a parent PIN per pupil (hashed), the checks handed out (an
 * arithmetic question's hashed answer, and once passed until when the pass holds) and the wrong
 * answers that count towards the lock.
 */
export function parentCheckMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('parent_pins')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('parent_checks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('passed_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('parent_checks_user').on('parent_checks').columns(['user_id']).execute();
      await withId(db.schema.createTable('parent_check_failures'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('parent_check_failures_user')
        .on('parent_check_failures')
        .columns(['user_id', 'at'])
        .execute();
    },
  };
}
