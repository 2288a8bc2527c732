import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';

/** Who is using the product right now, from the sessions' last-seen times. */
export class PresenceRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Users with a live session that made a call at or after `since`. */
  async countOnlineUsers(since: number, now: number): Promise<number> {
    const row = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('last_seen_at', '>=', since)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
