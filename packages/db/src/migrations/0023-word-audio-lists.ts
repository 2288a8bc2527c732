import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 14, 听写: teachers' recordings of words (one per word, wherever the word is dictated) and
 * teachers' word lists, shared with pupils by a short code.
 */
export function wordAudioListsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('word_audio'), engine)
        .addColumn('word', 'text', (c) => c.notNull().unique())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('word_lists'), engine)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('word_lists_owner').on('word_lists').columns(['owner_id', 'created_at']).execute();
    },
  };
}
