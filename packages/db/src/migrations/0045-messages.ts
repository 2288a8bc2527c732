import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * Issue 17, 消息 (the spec's "push message"): a teacher's message to one of their classes or an
 * admin's to a class or to everyone (`class_id` null), and one read mark per reader and message.
 * Who may read a class message is worked out from the class's members when it is read.
 */
export function messagesMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('messages'), engine)
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('class_id', 'integer', (c) => c.references('classes.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('messages_class').on('messages').column('class_id').execute();
      await db.schema.createIndex('messages_sender').on('messages').column('sender_id').execute();

      await db.schema
        .createTable('message_reads')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('read_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'user_id'])
        .execute();
      await db.schema.createIndex('message_reads_user').on('message_reads').column('user_id').execute();
    },
  };
}
