import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** Issue 6: the 必背 grade band as a column, and the recordings teachers upload of poems. */
export function poemAudioMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      // '' for poems outside a graded list; the poems import source fills it.
      await db.schema
        .alterTable('poems')
        .addColumn('grade_band', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await withId(db.schema.createTable('poem_audio'), engine)
        .addColumn('poem_id', 'integer', (c) => c.notNull().unique().references('poems.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
