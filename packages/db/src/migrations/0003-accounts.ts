import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Accounts of issue 3: profile fields on users, failed logins (kept in the database so several
 * servers share one rate limit), and image captchas (answer hashed, with an expiry).
 */
export function accountsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('grade', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('school', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('birthday', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('login_attempts'), engine)
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('attempted_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempts_scope_subject_at')
        .on('login_attempts')
        .columns(['scope', 'subject', 'attempted_at'])
        .execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('captchas_expires_at').on('captchas').column('expires_at').execute();
    },
  };
}
