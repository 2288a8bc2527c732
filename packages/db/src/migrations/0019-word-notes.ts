import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 14: our pupil notes on the 词语表 words (written by the importer, keyed by the word) and
 * pupils' word practice rounds (选意思, 填一填, 找朋友), kept until handed in once.
 */
export function wordNotesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('word_notes')
        .addColumn('word', 'text', (c) => c.primaryKey())
        .addColumn('pinyin', 'text', (c) => c.notNull())
        .addColumn('meaning', 'text', (c) => c.notNull())
        .addColumn('example', 'text', (c) => c.notNull())
        .addColumn('synonyms', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('antonyms', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('measure', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('review', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skip', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('volume', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('word_notes_volume').on('word_notes').columns(['volume', 'sort']).execute();

      await withId(db.schema.createTable('word_practices'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (c) => c.notNull().references('resource_categories.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('marks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('word_practices_user_lesson')
        .on('word_practices')
        .columns(['user_id', 'lesson_id', 'submitted_at'])
        .execute();
    },
  };
}
