import type { Kysely } from 'kysely';
import type { NewSession, NewUser, SessionRow, Tables, UserRow } from '../tables/tables.js';

/** Users and their sessions. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  findUserByAccount(account: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
  }

  findUserById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates a user and answers its id. */
  async createUser(user: NewUser): Promise<number> {
    const { id } = await this.db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Starts a session and ends every older session of the same user and product, in one
   * transaction: a new login elsewhere is what makes the older device's token invalid.
   */
  async replaceSession(session: NewSession): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', session.user_id)
        .where('product', '=', session.product)
        .execute();
      await trx.insertInto('sessions').values(session).execute();
    });
  }

  /** The session with this token hash and its user's role, if it has not expired by `now`. */
  findLiveSessionUser(tokenHash: string, now: number) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.product', 'sessions.is_token_login', 'users.role'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** The session with this token hash, if it has not expired by `now`. */
  findLiveSession(tokenHash: string, now: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }
}
