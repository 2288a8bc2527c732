import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, 专家课堂: lessons written by teachers and admins (a cover, pictures, a video of the media
 * library, text and links into our content), drafts until published; `seed_key` marks the few
 * written by us, so a removed one is not written again. 考试中心's papers learn who wrote them and
 * are put aside rather than deleted, so the attempts at them keep their scores.
 */
export function zjktMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('zjkt_lessons'), engine)
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('seed_key', 'text', (c) => c.unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('video_id', 'integer')
        .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('published_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('zjkt_lessons_published')
        .on('zjkt_lessons')
        .columns(['removed_at', 'published_at'])
        .execute();
      await db.schema.createIndex('zjkt_lessons_author').on('zjkt_lessons').column('author_id').execute();

      await db.schema.alterTable('exam_papers').addColumn('author_id', 'integer').execute();
      await db.schema
        .alterTable('exam_papers')
        .addColumn('removed_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('exam_papers_author').on('exam_papers').column('author_id').execute();
    },
  };
}
