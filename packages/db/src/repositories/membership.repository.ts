import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from '../tables/tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Extends a user's VIP term by `days`: from its current end when that is still ahead, else from
 * `now`. One upsert, so two extensions at once both count. Answers the new end.
 */
export async function extendVip(
  db: Kysely<Tables> | Transaction<Tables>,
  userId: number,
  days: number,
  now: number,
): Promise<number> {
  const added = days * DAY_MS;
  await db
    .insertInto('memberships')
    .values({ user_id: userId, vip_until: now + added, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        vip_until: sql<number>`(case when memberships.vip_until > ${now} then memberships.vip_until else ${now} end) + ${added}`,
        updated_at: now,
      }),
    )
    .execute();
  const { vip_until } = await db
    .selectFrom('memberships')
    .select('vip_until')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(vip_until);
}

/** Editable fields of a plan. */
export interface CommodityFields {
  name: string;
  description: string;
  price_fen: number;
  days: number;
  sort: number;
  on_sale: number;
}

/** Membership plans, payment orders and VIP terms. */
export class MembershipRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Plans in display order; only those on sale unless `all`. */
  listCommodities(all = false) {
    let query = this.db.selectFrom('commodities').selectAll();
    if (!all) query = query.where('on_sale', '=', 1);
    return query.orderBy('sort').orderBy('id').execute();
  }

  findCommodity(id: number) {
    return this.db.selectFrom('commodities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Adds a plan and answers its id. */
  async createCommodity(fields: CommodityFields, now: number): Promise<number> {
    const { id } = await this.db
      .insertInto('commodities')
      .values({ ...fields, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Changes a plan; answers false when there is no such plan. */
  async updateCommodity(id: number, fields: Partial<CommodityFields>, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('commodities')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Adds a pending order and answers its id. */
  async createOrder(order: {
    order_no: string;
    user_id: number;
    commodity_id: number;
    commodity_name: string;
    amount_fen: number;
    days: number;
    provider: string;
    created_at: number;
  }): Promise<number> {
    const { id } = await this.db
      .insertInto('pay_orders')
      .values({ ...order, status: 'pending', trade_no: null, paid_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  findOrder(orderNo: string) {
    return this.db.selectFrom('pay_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  }

  /** Closes a user's orders still pending since before `before` (abandoned payments). */
  async closeStaleOrders(userId: number, before: number): Promise<void> {
    await this.db
      .updateTable('pay_orders')
      .set({ status: 'closed' })
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .execute();
  }

  /** Closes one of the user's pending orders; answers false when it was not pending. */
  async closeOrder(userId: number, orderNo: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pay_orders')
      .set({ status: 'closed' })
      .where('order_no', '=', orderNo)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Marks an order paid and extends its user's VIP term, in one transaction. A closed order is
   * paid too: the money has arrived. Answers false (and changes nothing) when the order is paid
   * already, which makes a repeated payment notification harmless.
   */
  async payOrder(orderNo: string, tradeNo: string, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('pay_orders')
        .set({ status: 'paid', trade_no: tradeNo, paid_at: now })
        .where('order_no', '=', orderNo)
        .where('status', '!=', 'paid')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      const order = await trx
        .selectFrom('pay_orders')
        .select(['user_id', 'days'])
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();
      await extendVip(trx, order.user_id, order.days, now);
      return true;
    });
  }

  /** A user's orders, newest first, and how many there are. */
  async listOrders(userId: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('pay_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('pay_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The end of a user's VIP term (epoch ms), or undefined when the user never had one. */
  async findVipUntil(userId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('memberships')
      .select('vip_until')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.vip_until) : undefined;
  }
}
