import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** Issue 6, recitation: each pupil's recorded recitations and practice progress per poem. */
export function recitationMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      // No foreign key to poems: the importer owns that table; the service checks the id.
      await withId(db.schema.createTable('recitations'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('poem_id', 'integer', (c) => c.notNull())
        .addColumn('module_id', 'integer', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('resource_name', 'text', (c) => c.notNull())
        .addColumn('resource_p_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recitations_user_poem')
        .on('recitations')
        .columns(['user_id', 'poem_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('poem_recitations')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('poem_id', 'integer', (c) => c.notNull())
        .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('poem_recitations_pk', ['user_id', 'poem_id'])
        .execute();
    },
  };
}
