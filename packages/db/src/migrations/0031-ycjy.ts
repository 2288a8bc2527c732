import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 16, 幼儿教育: the plan's lessons and the pictures they use (the importer replaces both
 * whole), and each pupil's 家长测评 — every check kept, the latest of a month shown.
 */
export function ycjyMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('ycjy_lessons')
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('char', 'text', (c) => c.notNull())
        .addColumn('poem_id', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ycjy_lessons_pk', ['grade', 'month', 'idx'])
        .execute();
      await db.schema
        .createTable('ycjy_icons')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('svg', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('ycjy_checks'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('right', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ycjy_checks_user_grade')
        .on('ycjy_checks')
        .columns(['user_id', 'grade', 'created_at'])
        .execute();
    },
  };
}
