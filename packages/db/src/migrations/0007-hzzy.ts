import type { Migration } from 'kysely/migration';
import type { AnyDb } from './schema-helpers.js';

/** Issue 5, first slice: each pupil's learned and favourite marks on characters. */
export function hzzyMigration(): Migration {
  return {
    async up(db: AnyDb) {
      // No foreign key to characters: the importer owns that table; the service checks the id.
      await db.schema
        .createTable('user_characters')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('char_id', 'integer', (c) => c.notNull())
        .addColumn('learned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_characters_pk', ['user_id', 'char_id'])
        .execute();
      await db.schema
        .createIndex('user_characters_user_updated')
        .on('user_characters')
        .columns(['user_id', 'updated_at'])
        .execute();
    },
  };
}
