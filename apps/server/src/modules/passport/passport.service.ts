import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AccountRepository, UserRow } from '@yuwen/db';
import { type Account, TOKEN_LIFETIME_MS } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { hashToken } from '../../plugins/auth.plugin.js';
import { presentAccount } from './passport.presenter.js';

const WRONG_CREDENTIALS = '账号或密码错误';

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Accounts and sessions: login, and the token every user call is checked against. */
export class PassportService {
  /** A real hash to verify against when the account is unknown, so both refusals take as long. */
  private readonly decoyHash = hashPassword(randomBytes(16).toString('hex'));

  constructor(private readonly accounts: AccountRepository) {}

  /**
   * Password login. A new login ends the user's older session for the same product, which is how
   * the older device learns (code -1) that the account logged in elsewhere.
   */
  async login(account: string, password: string, product: number, now = Date.now()): Promise<Account> {
    const user = await this.accounts.findUserByAccount(account);
    const passwordOk = await verify(user?.password_hash ?? (await this.decoyHash), password);
    if (!user || !passwordOk) throw AppError.failed(WRONG_CREDENTIALS);
    return this.startSession(user, product, false, now);
  }

  private async startSession(user: UserRow, product: number, isTokenLogin: boolean, now: number): Promise<Account> {
    const token = randomBytes(32).toString('base64url');
    await this.accounts.replaceSession({
      user_id: user.id,
      product,
      token_hash: hashToken(token),
      login_time: now,
      expires_at: now + TOKEN_LIFETIME_MS,
      is_token_login: isTokenLogin ? 1 : 0,
    });
    return presentAccount(user, { token, product, loginTime: now, isTokenLogin });
  }
}
