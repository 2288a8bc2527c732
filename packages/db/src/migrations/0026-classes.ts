import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, teachers and classes: a teacher's classes with join codes, their pupils, assignments
 * with a due day, and what a pupil handed in (a recording) with the teacher's mark and comment.
 * A 听写 assignment needs no row to be done: the pupil's dictation of the lesson counts.
 */
export function classesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('classes'), engine)
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('grade', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('archived_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('classes_teacher').on('classes').column('teacher_id').execute();

      await db.schema
        .createTable('class_members')
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('pupil_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'pupil_id'])
        .execute();
      await db.schema.createIndex('class_members_pupil').on('class_members').column('pupil_id').execute();

      await withId(db.schema.createTable('assignments'), engine)
        .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('assignments_class').on('assignments').column('class_id').execute();

      await db.schema
        .createTable('assignment_submissions')
        .addColumn('assignment_id', 'integer', (c) => c.notNull().references('assignments.id').onDelete('cascade'))
        .addColumn('pupil_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('recitation_id', 'integer', (c) => c.references('recitations.id').onDelete('set null'))
        .addColumn('handed_in_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('mark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('marked_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('assignment_submissions_pk', ['assignment_id', 'pupil_id'])
        .execute();
      await db.schema
        .createIndex('assignment_submissions_pupil')
        .on('assignment_submissions')
        .column('pupil_id')
        .execute();
    },
  };
}
