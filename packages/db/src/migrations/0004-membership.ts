import type { Migration } from 'kysely/migration';
import type { Engine } from '../create-db.js';
import { type AnyDb, withId } from './schema-helpers.js';

/**
 * The default plans a new installation starts with. Prices and lengths are our own defaults (the
 * spec names none); an admin edits or withdraws them on the management page.
 */
export const DEFAULT_COMMODITIES = [
  { name: '月卡', description: '30 天会员，全部学习内容畅学', price_fen: 2500, days: 30, sort: 1 },
  { name: '季卡', description: '90 天会员，比月卡更划算', price_fen: 6800, days: 90, sort: 2 },
  { name: '年卡', description: '365 天会员，一整年安心学习', price_fen: 19800, days: 365, sort: 3 },
] as const;

/** Issue 3: membership plans, payment orders, VIP terms, activation cards, and sessions' last-seen time. */
export function membershipMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('commodities'), engine)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price_fen', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      const now = Date.now();
      await db
        .insertInto('commodities')
        .values(DEFAULT_COMMODITIES.map((c) => ({ ...c, on_sale: 1, created_at: now, updated_at: now })))
        .execute();

      await withId(db.schema.createTable('pay_orders'), engine)
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('commodity_id', 'integer', (c) => c.notNull())
        .addColumn('commodity_name', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('trade_no', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('pay_orders_user_created')
        .on('pay_orders')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('memberships')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('vip_until', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('card_batches'), engine)
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('activation_cards'), engine)
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('card_batches.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('code_tail', 'text', (c) => c.notNull())
        .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('activation_cards_batch').on('activation_cards').column('batch_id').execute();

      await withId(db.schema.createTable('card_bind_failures'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('card_bind_failures_user_at')
        .on('card_bind_failures')
        .columns(['user_id', 'at'])
        .execute();
      await db.schema
        .createIndex('card_bind_failures_address_at')
        .on('card_bind_failures')
        .columns(['address', 'at'])
        .execute();

      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint').execute();
      await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
    },
  };
}
