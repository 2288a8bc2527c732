import type { ColumnDefinitionBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/** Issue 5, training: test results, training levels, the review schedule and game points per pupil. */
export function hzzyTrainingMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
      await withId(db.schema.createTable('user_train_details'), engine)
        .addColumn('user_id', 'integer', user)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        .addColumn('wrong', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('user_train_details_user_created')
        .on('user_train_details')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('user_train_levels')
        .addColumn('user_id', 'integer', user)
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('best_score', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_train_levels_pk', ['user_id', 'level'])
        .execute();

      // No foreign key to characters: the importer owns that table; the service checks the ids.
      await db.schema
        .createTable('user_char_reviews')
        .addColumn('user_id', 'integer', user)
        .addColumn('char_id', 'integer', (c) => c.notNull())
        .addColumn('stability', 'double precision', (c) => c.notNull())
        .addColumn('difficulty', 'double precision', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('last_review_at', 'bigint', (c) => c.notNull())
        .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wrong_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('wrong_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('user_char_reviews_pk', ['user_id', 'char_id'])
        .execute();
      await db.schema
        .createIndex('user_char_reviews_user_due')
        .on('user_char_reviews')
        .columns(['user_id', 'due_at'])
        .execute();

      await db.schema
        .createTable('user_points')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('total_points', 'integer', (c) => c.notNull())
        .addColumn('best_round', 'integer', (c) => c.notNull())
        .addColumn('rounds', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
