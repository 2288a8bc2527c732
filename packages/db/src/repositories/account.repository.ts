import type { Kysely } from 'kysely';
import type { NewSession, NewUser, SessionRow, Tables, UserRow, UserUpdate } from '../tables/tables.js';

/**
 * The live-session look-up every signed-in call makes: built and compiled once, so a call only
 * swaps in its two parameters (token hash, now).
 */
function liveSessionUserQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.user_id',
      'sessions.product',
      'sessions.is_token_login',
      'sessions.login_time',
      'sessions.last_seen_at',
      'users.role',
    ])
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', 0)
    .compile();
}

/** Users and their sessions. */
export class AccountRepository {
  private readonly liveSessionUser: ReturnType<typeof liveSessionUserQuery>;

  constructor(private readonly db: Kysely<Tables>) {
    this.liveSessionUser = liveSessionUserQuery(db);
  }

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
   * Creates a user with its first session in one transaction (registration, visitors): when the
   * session cannot be made, no account is left behind for a caller who was answered an error.
   */
  async createUserWithSession(user: NewUser, session: Omit<NewSession, 'user_id'>): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
      await trx
        .insertInto('sessions')
        .values({ ...session, user_id: row.id })
        .execute();
      return row;
    });
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
  async findLiveSessionUser(tokenHash: string, now: number) {
    const query: typeof this.liveSessionUser = { ...this.liveSessionUser, parameters: [tokenHash, now] };
    const { rows } = await this.db.executeQuery(query);
    return rows[0];
  }

  /** Records that the session with this token hash made a call at `now` (for the online count). */
  async touchSession(tokenHash: string, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
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

  /** Changes some of a user's own fields. */
  async updateUser(id: number, patch: UserUpdate): Promise<void> {
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
  }

  /**
   * Deletes a user. Sessions and learning records go with it (foreign keys cascade), which frees
   * the account name for a new registration.
   */
  async deleteUser(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  /** Ends every session of a user except the one with `keepTokenHash` (all when it is undefined). */
  async endSessions(userId: number, keepTokenHash?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }

  /** Removes sessions that expired before `now`. */
  async deleteExpiredSessions(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }

  /** Removes visitor accounts that no longer have a live session (visitors are throw-away). */
  async deleteIdleVisitors(now: number): Promise<void> {
    await this.db
      .deleteFrom('users')
      .where('role', '=', 'visitor')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sessions')
              .select('sessions.id')
              .whereRef('sessions.user_id', '=', 'users.id')
              .where('sessions.expires_at', '>', now),
          ),
        ),
      )
      .execute();
  }
}
