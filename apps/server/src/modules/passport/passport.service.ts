import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AccountRepository, NewSession, NewUser, UserRow } from '@yuwen/db';
import { type Account, MESSAGE, TOKEN_LIFETIME_MS } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { hashToken, requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { ParentPassService } from '../parent/parent-pass.service.js';
import type { AccountDeletion } from '../user/account-deletion.service.js';
import type { LoginGuard } from './login-guard.js';
import { presentAccount } from './passport.presenter.js';

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Visitor accounts get names no one can register (registration allows only letters, digits, _). */
const VISITOR_PREFIX = '游客-';

const SESSION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const ACCOUNT_TAKEN = '该账号已被注册，请换一个';

/** Where a login comes from, for the rate limits. */
export interface LoginAttempt {
  account: string;
  password: string;
  product: number;
  address: string;
  captchaId?: string;
  checkCode?: string;
}

/** Accounts and sessions: registration, login, visitors, password changes and account deletion. */
export class PassportService {
  /** A real hash to verify against when the account is unknown, so both refusals take as long. */
  private readonly decoyHash = hashPassword(randomBytes(16).toString('hex'));
  private lastSweep = 0;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly guard: LoginGuard,
    private readonly deletion: AccountDeletion,
    private readonly parentPasses: ParentPassService,
  ) {}

  /**
   * Password login. The same refusal for an unknown account and a wrong password; after failures
   * the image captcha is required, past the limits logins are refused for a while. A new login
   * ends the user's older session for the same product, which is how the older device learns
   * (code -1) that the account logged in elsewhere.
   */
  async login(attempt: LoginAttempt, now = Date.now()): Promise<Account> {
    const { account, password, product, address } = attempt;
    const failures = await this.guard.admit(
      account,
      address,
      { id: attempt.captchaId, answer: attempt.checkCode },
      now,
    );
    const user = await this.accounts.findUserByAccount(account);
    const passwordOk = await this.checkPassword(user, password);
    if (!user || !passwordOk || user.role === 'visitor') {
      throw await this.guard.failed(account, address, failures, now);
    }
    await this.guard.succeeded(account, address);
    return this.startSession(user, product, now);
  }

  /** Creates a pupil account and logs it in. The name is refused when taken. */
  async register(
    input: { account: string; password: string; product: number; nickname?: string; address: string },
    now = Date.now(),
  ): Promise<Account> {
    await this.guard.admitSignup(input.address, now);
    if (await this.accounts.findUserByAccount(input.account)) throw AppError.failed(ACCOUNT_TAKEN);
    const user = {
      account: input.account,
      password_hash: await hashPassword(input.password),
      nickname: input.nickname ?? '',
      role: 'pupil' as const,
      created_at: now,
    };
    return this.createWithSession(user, input.product, now).catch(async (error: unknown) => {
      // Two registrations of one name at once: the unique index lets one win.
      if (await this.accounts.findUserByAccount(input.account)) throw AppError.failed(ACCOUNT_TAKEN);
      throw error;
    });
  }

  /** A throw-away visitor account with a session; idle visitors are removed as new ones come. */
  async touristLogin(product: number, address: string, now = Date.now()): Promise<Account> {
    await this.guard.admitSignup(address, now);
    await this.accounts.deleteIdleVisitors(now);
    const user = {
      account: `${VISITOR_PREFIX}${randomBytes(8).toString('hex')}`,
      // No password opens a visitor account: this hash is of random bytes no one keeps.
      password_hash: await hashPassword(randomBytes(24).toString('hex')),
      nickname: '游客',
      role: 'visitor' as const,
      created_at: now,
    };
    return this.createWithSession(user, product, now);
  }

  /** Changes the password after checking the old one; every other session of the user ends. */
  async changePassword(user: SessionUser, oldPassword: string, newPassword: string): Promise<null> {
    const row = await this.userOrFail(user.id);
    if (!(await this.checkPassword(row, oldPassword))) throw AppError.failed('原密码不正确');
    if (oldPassword === newPassword) throw AppError.failed('新密码不能与原密码相同');
    await this.accounts.updateUser(user.id, { password_hash: await hashPassword(newPassword) });
    await this.accounts.endSessions(user.id, user.tokenHash);
    return null;
  }

  /**
   * Deletes the caller's account after checking the password. Sessions, learning records and
   * membership rows go with the user row (foreign keys cascade, or drop the reference); modules
   * that keep files (head image, recordings) remove them through their registered clean-ups;
   * the name can be registered again. A grown-up's pass comes first: without it the password is not
   * even tried (issue 18).
   */
  async cancel(user: SessionUser, password: string, pass: string | undefined): Promise<null> {
    await this.parentPasses.require(user, pass);
    const row = await this.userOrFail(user.id);
    if (!(await this.checkPassword(row, password))) throw AppError.failed('密码不正确');
    await this.deletion.run(user.id, () => this.accounts.deleteUser(user.id));
    return null;
  }

  /** An administrator sets a new password (no SMS provider: this is how forgotten passwords are reset). */
  async resetPassword(admin: SessionUser, account: string, newPassword: string): Promise<null> {
    requireRole(admin, 'admin');
    const target = await this.accounts.findUserByAccount(account);
    if (!target || target.role === 'visitor') throw AppError.notFound('没有这个账号');
    await this.accounts.updateUser(target.id, { password_hash: await hashPassword(newPassword) });
    await this.accounts.endSessions(target.id);
    await this.guard.forget(account);
    return null;
  }

  private async checkPassword(user: UserRow | undefined, password: string): Promise<boolean> {
    return verify(user?.password_hash ?? (await this.decoyHash), password);
  }

  private async userOrFail(id: number): Promise<UserRow> {
    const user = await this.accounts.findUserById(id);
    if (!user) throw AppError.invalidSession(MESSAGE.invalidSession);
    return user;
  }

  /** A session for an existing user; older ones of the same product end. */
  private async startSession(user: UserRow, product: number, now: number): Promise<Account> {
    const { token, session } = await this.newSession(product, now);
    await this.accounts.replaceSession({ ...session, user_id: user.id });
    return presentAccount(user, { token, product, loginTime: now, isTokenLogin: false });
  }

  /** A new user and its session, both or neither (one transaction). */
  private async createWithSession(user: NewUser, product: number, now: number): Promise<Account> {
    const { token, session } = await this.newSession(product, now);
    const row = await this.accounts.createUserWithSession(user, session);
    return presentAccount(row, { token, product, loginTime: now, isTokenLogin: false });
  }

  /** A fresh token and the session row keeping its hash. */
  private async newSession(
    product: number,
    now: number,
  ): Promise<{ token: string; session: Omit<NewSession, 'user_id'> }> {
    // Sessions nobody renewed would pile up; new logins sweep them now and then.
    if (now - this.lastSweep > SESSION_SWEEP_INTERVAL_MS) {
      this.lastSweep = now;
      await this.accounts.deleteExpiredSessions(now);
    }
    const token = randomBytes(32).toString('base64url');
    const session = {
      product,
      token_hash: hashToken(token),
      login_time: now,
      expires_at: now + TOKEN_LIFETIME_MS,
      is_token_login: 0,
    };
    return { token, session };
  }
}
