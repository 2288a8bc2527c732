import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';
import { extendVip } from './membership.repository.js';

/** What binding a card came to. */
export type CardUse =
  | { result: 'bound'; days: number; vipUntil: number }
  | { result: 'invalid' }
  | { result: 'used'; bySameUser: boolean };

/** Activation cards (激活卡): batches an admin generates, each card usable once. */
export class ActivationCardRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Stores a batch with its cards (codes already hashed) and answers the batch id. */
  async createBatch(
    batch: { days: number; note: string; created_by: number | null; created_at: number },
    cards: readonly { code_hash: string; code_tail: string }[],
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('card_batches')
        .values({ ...batch, count: cards.length })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Chunks keep each insert under SQLite's bound-parameter limit.
      for (let i = 0; i < cards.length; i += 200) {
        const chunk = cards.slice(i, i + 200).map((card) => ({ ...card, batch_id: id, used_by: null, used_at: null }));
        await trx.insertInto('activation_cards').values(chunk).execute();
      }
      return id;
    });
  }

  /** Batches newest first, each with how many of its cards are used. */
  listBatches() {
    return this.db
      .selectFrom('card_batches')
      .leftJoin('users', 'users.id', 'card_batches.created_by')
      .select((eb) => [
        'card_batches.id',
        'card_batches.days',
        'card_batches.count',
        'card_batches.note',
        'card_batches.created_at',
        'users.account as created_by_account',
        eb
          .selectFrom('activation_cards')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('activation_cards.batch_id', '=', 'card_batches.id')
          .where('activation_cards.used_by', 'is not', null)
          .as('used'),
      ])
      .orderBy('card_batches.id', 'desc')
      .execute();
  }

  /** The cards of a batch with the account that used each (codes themselves are not stored). */
  listCards(batchId: number) {
    return this.db
      .selectFrom('activation_cards')
      .leftJoin('users', 'users.id', 'activation_cards.used_by')
      .select([
        'activation_cards.id',
        'activation_cards.code_tail',
        'activation_cards.used_at',
        'users.account as used_by_account',
      ])
      .where('activation_cards.batch_id', '=', batchId)
      .orderBy('activation_cards.id')
      .execute();
  }

  /**
   * Uses the card with this code hash for `userId`, records it as a paid order of 0 fen from
   * `orderProvider`, and extends the user's VIP term, in one transaction.
   */
  async useCard(codeHash: string, userId: number, now: number, orderProvider: string): Promise<CardUse> {
    return this.db.transaction().execute(async (trx): Promise<CardUse> => {
      const card = await trx
        .selectFrom('activation_cards')
        .innerJoin('card_batches', 'card_batches.id', 'activation_cards.batch_id')
        .select(['activation_cards.id', 'activation_cards.used_by', 'card_batches.days'])
        .where('activation_cards.code_hash', '=', codeHash)
        .executeTakeFirst();
      if (!card) return { result: 'invalid' };
      // The `used_by is null` condition makes a simultaneous second use update nothing.
      const claimed = await trx
        .updateTable('activation_cards')
        .set({ used_by: userId, used_at: now })
        .where('id', '=', card.id)
        .where('used_by', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return { result: 'used', bySameUser: card.used_by === userId };
      // The activation joins the user's buy record.
      await trx
        .insertInto('pay_orders')
        .values({
          order_no: `CARD${card.id}`,
          user_id: userId,
          commodity_id: 0,
          commodity_name: '激活卡',
          amount_fen: 0,
          days: card.days,
          provider: orderProvider,
          status: 'paid',
          trade_no: null,
          created_at: now,
          paid_at: now,
        })
        .execute();
      return { result: 'bound', days: card.days, vipUntil: await extendVip(trx, userId, card.days, now) };
    });
  }

  /** Notes a refused attempt. */
  async recordFailure(userId: number, address: string, now: number): Promise<void> {
    await this.db.insertInto('card_bind_failures').values({ user_id: userId, address, at: now }).execute();
  }

  /** Refused attempts since `since` by this user or from this address, whichever is more. */
  async countFailures(userId: number, address: string, since: number): Promise<number> {
    const count = (column: 'user_id' | 'address', value: number | string) =>
      this.db
        .selectFrom('card_bind_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value)
        .where('at', '>=', since)
        .executeTakeFirstOrThrow();
    const [byUser, byAddress] = await Promise.all([count('user_id', userId), count('address', address)]);
    return Math.max(Number(byUser.n), Number(byAddress.n));
  }
}
