import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 16, 字源起名: each pupil's kept name ideas (个性起名), and our stories behind easy poems
 * (诗词乐园), which the importer replaces whole.
 */
export function nameFavouritesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('name_favourites'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('surname', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('poem_id', 'integer', (c) => c.notNull())
        .addColumn('line', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('name_favourites_user_name', ['user_id', 'surname', 'name'])
        .execute();
      await db.schema
        .createTable('poem_stories')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('poem_id', 'integer', (c) => c.notNull())
        .addColumn('story', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
