import { type Kysely, sql } from 'kysely';
import type { Tables } from '../tables/tables.js';

/**
 * What an attempt is counted against: failed logins by account name, by address and by the two
 * together (`account_address`, subject made by the login guard); sign-ups and captcha images by address.
 */
export type AttemptScope = 'account' | 'address' | 'account_address' | 'signup' | 'captcha';

/**
 * Failed logins and image captchas. Both live in the database so that every server behind a
 * load balancer counts the same attempts and accepts the same captcha.
 */
export class LoginGuardRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async recordAttempt(scope: AttemptScope, subject: string, at: number): Promise<void> {
    await this.db.insertInto('login_attempts').values({ scope, subject, attempted_at: at }).execute();
  }

  /** Attempts of `subject` in `scope` at or after `since`. */
  async countAttempts(scope: AttemptScope, subject: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('scope', '=', scope)
      .where('subject', '=', subject)
      .where('attempted_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Forgets the attempts of `subject` in `scope` (failures, after a successful login). */
  async clearAttempts(scope: AttemptScope, subject: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('scope', '=', scope).where('subject', '=', subject).execute();
  }

  /** Forgets the attempts in `scope` of every subject beginning with `prefix`. */
  async clearAttemptsStartingWith(scope: AttemptScope, prefix: string): Promise<void> {
    // substr and length count characters on both engines; LIKE would need escaping and ignores case on SQLite.
    await this.db
      .deleteFrom('login_attempts')
      .where('scope', '=', scope)
      .where(sql<string>`substr(subject, 1, length(cast(${prefix} as text)))`, '=', prefix)
      .execute();
  }

  /** Drops attempts older than `attemptsBefore` and captchas expired by `now`. */
  async prune(attemptsBefore: number, now: number): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('attempted_at', '<', attemptsBefore).execute();
    await this.db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  }

  async saveCaptcha(id: string, answerHash: string, expiresAt: number): Promise<void> {
    await this.db.insertInto('captchas').values({ id, answer_hash: answerHash, expires_at: expiresAt }).execute();
  }

  /** Takes a captcha out (each is answered once) and answers its hash if it had not expired. */
  async takeCaptcha(id: string, now: number): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('captchas')
      .where('id', '=', id)
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
    return row && Number(row.expires_at) > now ? row.answer_hash : undefined;
  }
}
