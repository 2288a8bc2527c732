import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, 问答: pupils' questions (text, a picture, what they are about) and the answers of their
 * classes' teachers and of admins (text, a picture, a recording). Unread answers are those after the
 * pupil's `seen_at`; a teacher's `hidden_at` puts a question aside.
 */
export function askMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('ask_questions'), engine)
        .addColumn('pupil_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lesson_id', 'integer')
        .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('answered_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('ask_questions_pupil_created')
        .on('ask_questions')
        .columns(['pupil_id', 'created_at'])
        .execute();
      await db.schema.createIndex('ask_questions_created').on('ask_questions').column('created_at').execute();

      await withId(db.schema.createTable('ask_answers'), engine)
        .addColumn('question_id', 'integer', (c) => c.notNull().references('ask_questions.id').onDelete('cascade'))
        .addColumn('teacher_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('audio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('audio_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ask_answers_question').on('ask_answers').column('question_id').execute();
    },
  };
}
