import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, 考试中心: papers (generated from the textbook, keyed so each is made once), pupils'
 * attempts holding their own copy of the questions with the answers until handed in, and the
 * 错题本 (one row per pupil and question).
 */
export function examsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('exam_papers'), engine)
        .addColumn('source_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('volume_key', 'text', (c) => c.notNull())
        .addColumn('unit_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_limit_s', 'integer', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('exam_papers_volume')
        .on('exam_papers')
        .columns(['volume_key', 'unit_sort'])
        .execute();

      await withId(db.schema.createTable('exam_attempts'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('paper_id', 'integer', (c) => c.references('exam_papers.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('volume_key', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('time_limit_s', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('deadline_at', 'bigint', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('marks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('exam_attempts_user')
        .on('exam_attempts')
        .columns(['user_id', 'paper_id', 'submitted_at'])
        .execute();

      await db.schema
        .createTable('exam_wrong')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('qkey', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('volume_key', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('times', 'integer', (c) => c.notNull())
        .addColumn('last_wrong_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('exam_wrong_pk', ['user_id', 'qkey'])
        .execute();
    },
  };
}
