import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 13, the textbook: volume, unit and lesson rows beside their resource categories (removed
 * with the category), pupils' exercise rounds and teachers' lesson plans.
 */
export function textbookMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const category = 'resource_categories.id';
      await db.schema
        .createTable('textbook_volumes')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('term', 'text', (c) => c.notNull())
        .addColumn('edition', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('shizi_total', 'integer', (c) => c.notNull())
        .addColumn('xiezi_total', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('textbook_units')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('volume_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('rijileiji', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('textbook_lessons')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('volume_id', 'integer', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('shizi', 'text', (c) => c.notNull())
        .addColumn('xiezi', 'text', (c) => c.notNull())
        .addColumn('shizi_review', 'text', (c) => c.notNull())
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('classics', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('textbook_lessons_volume')
        .on('textbook_lessons')
        .columns(['volume_id', 'sort'])
        .execute();

      await withId(db.schema.createTable('textbook_exercises'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lesson_id', 'integer', (c) => c.notNull().references(category).onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('questions', 'text', (c) => c.notNull())
        .addColumn('marks', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('textbook_exercises_user_lesson')
        .on('textbook_exercises')
        .columns(['user_id', 'lesson_id', 'submitted_at'])
        .execute();

      await db.schema
        .createTable('textbook_lesson_plans')
        .addColumn('lesson_id', 'integer', (c) => c.primaryKey().references(category).onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
