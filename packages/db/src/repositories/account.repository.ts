import type { CompiledQuery, Kysely } from 'kysely';
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
      'sessions.expires_at',
      'users.role',
    ])
    .where('sessions.token_hash', '=', '')
    .where('sessions.expires_at', '>', 0)
    .compile();
}

type LiveSessionUser = ReturnType<typeof liveSessionUserQuery> extends CompiledQuery<infer Row> ? Row : never;

/**
 * How long this process trusts a session it has looked up. Every write of this repository that ends
 * sessions or changes a user forgets that user's sessions at once; another server sharing the
 * database learns of it within this time (docs/decisions/0008-session-cache.md).
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_LIMIT = 20_000;

/**
 * Sessions looked up recently, by token hash. One per database, because several modules make their
 * own repository: a logout through one must be seen by the look-up of another.
 */
const sessionCaches = new WeakMap<Kysely<Tables>, SessionCache>();

interface SessionCache {
  kept: Map<string, { row: LiveSessionUser; at: number }>;
  /** Counts forgettings: a look-up that was under way during one does not keep what it read. */
  generation: number;
}

/** Users and their sessions. */
export class AccountRepository {
  private readonly liveSessionUser: ReturnType<typeof liveSessionUserQuery>;
  private readonly sessions: SessionCache;

  constructor(private readonly db: Kysely<Tables>) {
    this.liveSessionUser = liveSessionUserQuery(db);
    let cache = sessionCaches.get(db);
    if (!cache) {
      cache = { kept: new Map(), generation: 0 };
      sessionCaches.set(db, cache);
    }
    this.sessions = cache;
  }

  /** Forgets every kept session of this user; called before and after each write that changes them. */
  private forgetSessions(userId: number): void {
    this.sessions.generation++;
    for (const [hash, kept] of this.sessions.kept) if (kept.row.user_id === userId) this.sessions.kept.delete(hash);
  }

  /** For a user row changed outside this repository (a role given with a teacher code): its sessions are read afresh. */
  userChanged(userId: number): void {
    this.forgetSessions(userId);
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
    this.forgetSessions(session.user_id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', session.user_id)
        .where('product', '=', session.product)
        .execute();
      await trx.insertInto('sessions').values(session).execute();
    });
    this.forgetSessions(session.user_id);
  }

  /**
   * The session with this token hash and its user's role, if it has not expired by `now`; kept for
   * `SESSION_CACHE_MS`, since a page opening asks several calls with the same session at once.
   */
  async findLiveSessionUser(tokenHash: string, now: number): Promise<LiveSessionUser | undefined> {
    const { kept: sessions } = this.sessions;
    const kept = sessions.get(tokenHash);
    if (kept && now - kept.at < SESSION_CACHE_MS && now >= kept.at) {
      return kept.row.expires_at > now ? kept.row : undefined;
    }
    const generation = this.sessions.generation;
    const query: typeof this.liveSessionUser = { ...this.liveSessionUser, parameters: [tokenHash, now] };
    const { rows } = await this.db.executeQuery(query);
    const row = rows[0];
    sessions.delete(tokenHash);
    if (row && generation === this.sessions.generation) {
      // Oldest first in a Map: past the limit the longest-kept session goes.
      if (sessions.size >= SESSION_CACHE_LIMIT) sessions.delete(sessions.keys().next().value as string);
      sessions.set(tokenHash, { row, at: now });
    }
    return row;
  }

  /** Records that the session with this token hash made a call at `now` (for the online count). */
  async touchSession(tokenHash: string, now: number): Promise<void> {
    const kept = this.sessions.kept.get(tokenHash);
    if (kept) kept.row = { ...kept.row, last_seen_at: now };
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
    this.forgetSessions(id);
    await this.db.updateTable('users').set(patch).where('id', '=', id).execute();
    this.forgetSessions(id);
  }

  /**
   * Deletes a user. Sessions and learning records go with it (foreign keys cascade), which frees
   * the account name for a new registration.
   */
  async deleteUser(id: number): Promise<void> {
    this.forgetSessions(id);
    await this.db.deleteFrom('users').where('id', '=', id).execute();
    this.forgetSessions(id);
  }

  /** Ends every session of a user except the one with `keepTokenHash` (all when it is undefined). */
  async endSessions(userId: number, keepTokenHash?: string): Promise<void> {
    this.forgetSessions(userId);
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
    this.forgetSessions(userId);
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
