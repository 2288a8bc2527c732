import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issues 16 and 17, the teacher's side of written work: a composition handed to one of the pupil's
 * classes (a copy of its text, so the teacher reads what was handed in) with the teacher's comment
 * and grade; and on a 考试中心 attempt the points and comment a teacher gives its 写话 answers.
 */
export function compositionHandInsMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('composition_hand_ins'), engine)
        .addColumn('composition_id', 'integer', (c) => c.notNull().references('compositions.id').onDelete('cascade'))
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('sheet', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('handed_at', 'bigint', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('grade', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('commented_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('composition_hand_ins_once', ['composition_id', 'class_id'])
        .execute();
      await db.schema
        .createIndex('composition_hand_ins_class')
        .on('composition_hand_ins')
        .columns(['class_id', 'handed_at'])
        .execute();

      // JSON {"<question index>": {points, comment, teacher_id, marked_at}}, '{}' until a teacher marks.
      await db.schema
        .alterTable('exam_attempts')
        .addColumn('reviews', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
  };
}
