import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, teacher activation codes: an admin makes them, a signed-in user spends one to become a
 * teacher. Like activation cards only the code's sha256 is kept (with its last four characters to
 * tell codes apart); each is used once, may run out (`expires_at`) and may be stopped (`disabled_at`).
 */
export function teacherCodesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('teacher_codes'), engine)
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('code_tail', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('expires_at', 'bigint')
        .addColumn('disabled_at', 'bigint')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('used_at', 'bigint')
        .execute();
    },
  };
}
