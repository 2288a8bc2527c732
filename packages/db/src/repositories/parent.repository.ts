import type { Insertable, Kysely } from 'kysely';
import type { ParentCheckTable, ParentTables } from '../tables/parent.tables.js';
import type { Tables } from '../tables/tables.js';

/** The parent check (migration 0036): PINs, checks handed out and passed, wrong answers. One user each. */
export class ParentRepository {
  private readonly db: Kysely<Tables & ParentTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<ParentTables>();
  }

  async pinHash(userId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('parent_pins')
      .select('pin_hash')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.pin_hash;
  }

  async savePin(userId: number, pinHash: string, now: number): Promise<void> {
    await this.db
      .insertInto('parent_pins')
      .values({ user_id: userId, pin_hash: pinHash, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, updated_at: now }))
      .execute();
  }

  async removePin(userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('parent_pins').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Adds a check; the user's checks that ended before `expiredBefore` go first. */
  async addCheck(row: Insertable<ParentCheckTable>, expiredBefore: number): Promise<void> {
    await this.db
      .deleteFrom('parent_checks')
      .where('user_id', '=', row.user_id)
      .where('expires_at', '<', expiredBefore)
      .where('passed_until', '<', expiredBefore)
      .execute();
    await this.db.insertInto('parent_checks').values(row).execute();
  }

  findCheck(userId: number, id: string) {
    return this.db
      .selectFrom('parent_checks')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Marks a question answered: it can be answered once, and now holds until `until`. */
  async passCheck(id: string, until: number): Promise<void> {
    await this.db
      .updateTable('parent_checks')
      .set({ passed_until: until, expires_at: 0 })
      .where('id', '=', id)
      .execute();
  }

  /** A question answered wrongly cannot be tried again. */
  async dropCheck(id: string): Promise<void> {
    await this.db.deleteFrom('parent_checks').where('id', '=', id).execute();
  }

  async countFailures(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('parent_check_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async recordFailure(userId: number, now: number): Promise<void> {
    await this.db.insertInto('parent_check_failures').values({ user_id: userId, at: now }).execute();
  }

  async clearFailures(userId: number): Promise<void> {
    await this.db.deleteFrom('parent_check_failures').where('user_id', '=', userId).execute();
  }
}
