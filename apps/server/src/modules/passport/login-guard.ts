import { createHash, randomBytes } from 'node:crypto';
import type { LoginGuardRepository } from '@yuwen/db';
import { CAPTCHA_AFTER_FAILURES, CODE, MESSAGE } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { captchaImage, captchaText } from './captcha.js';

/** Failed logins count for this long. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures of one account name from one address within the window before logins of that name from
 * that address are refused for a while. Not per account alone: anyone could then lock its owner out.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures from one address (a school may share one) within the window before it is refused. */
export const ADDRESS_FAILURE_LIMIT = 100;
/**
 * Failures from one address before every login from it needs the captcha. Higher than the
 * account's CAPTCHA_AFTER_FAILURES: a whole class may share one school address.
 */
export const ADDRESS_CAPTCHA_AFTER_FAILURES = 20;
/** New accounts and visitor sessions per address per window. */
export const SIGNUPS_PER_ADDRESS = 60;
/** Captcha images per address per window (drawing one costs the server a few milliseconds). */
export const CAPTCHAS_PER_ADDRESS = 200;
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 1000;

/** How a captcha answer is stored: sha256 of its id and the answer, case ignored. */
export function captchaHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

/** Recent failed logins of the typed account name and of the client address. */
export interface FailureCounts {
  byAccount: number;
  byAddress: number;
}

/** The subject of one account name's failures from one address; JSON keeps a name's prefix unambiguous. */
function accountAtAddress(account: string, address: string): string {
  return JSON.stringify([account, address]);
}

/** What every `accountAtAddress` subject of `account` begins with. */
function accountAtAnyAddress(account: string): string {
  return `${JSON.stringify([account]).slice(0, -1)},`;
}

function needsCaptcha(byAccount: number, byAddress: number): boolean {
  return byAccount >= CAPTCHA_AFTER_FAILURES || byAddress >= ADDRESS_CAPTCHA_AFTER_FAILURES;
}

/**
 * Protects password login: counts failures per account name (as typed, so unknown names behave
 * exactly like real ones), per client address and per name and address together, asks for the
 * image captcha after CAPTCHA_AFTER_FAILURES of the account from anywhere (or many more of the
 * address), and refuses for a while past the limits of the name at that address or of the address.
 */
export class LoginGuard {
  private lastPrune = 0;

  constructor(private readonly repo: LoginGuardRepository) {}

  private async pruneNow(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.repo.prune(now - FAILURE_WINDOW_MS, now);
  }

  /** Throws when this attempt may not go ahead: locked (429) or captcha missing or wrong (428). */
  async admit(
    account: string,
    address: string,
    captcha: { id?: string; answer?: string },
    now: number,
  ): Promise<FailureCounts> {
    await this.pruneNow(now);
    const since = now - FAILURE_WINDOW_MS;
    const [byAccount, byAddress, byAccountHere] = await Promise.all([
      this.repo.countAttempts('account', account, since),
      this.repo.countAttempts('address', address, since),
      this.repo.countAttempts('account_address', accountAtAddress(account, address), since),
    ]);
    if (byAccountHere >= ACCOUNT_FAILURE_LIMIT || byAddress >= ADDRESS_FAILURE_LIMIT) {
      throw new AppError(CODE.tooManyRequests, MESSAGE.loginLocked);
    }
    if (needsCaptcha(byAccount, byAddress)) {
      if (!captcha.id || !captcha.answer) throw new AppError(CODE.captchaRequired, MESSAGE.captchaNeeded);
      const stored = await this.repo.takeCaptcha(captcha.id, now);
      if (stored !== captchaHash(captcha.id, captcha.answer)) {
        throw new AppError(CODE.captchaRequired, MESSAGE.captchaWrong);
      }
    }
    return { byAccount, byAddress };
  }

  /** Records a failed attempt; answers the refusal, which says when the captcha is needed from now on. */
  async failed(account: string, address: string, before: FailureCounts, now: number): Promise<AppError> {
    await this.repo.recordAttempt('account', account, now);
    await this.repo.recordAttempt('address', address, now);
    await this.repo.recordAttempt('account_address', accountAtAddress(account, address), now);
    return needsCaptcha(before.byAccount + 1, before.byAddress + 1)
      ? new AppError(CODE.captchaRequired, `${MESSAGE.wrongCredentials}，${MESSAGE.captchaNeeded}`)
      : AppError.failed(MESSAGE.wrongCredentials);
  }

  /**
   * A successful login forgets the account's failures and its lock at this address; a lock others
   * earned at their addresses stays, and the address keeps its count.
   */
  async succeeded(account: string, address: string): Promise<void> {
    await this.repo.clearAttempts('account', account);
    await this.repo.clearAttempts('account_address', accountAtAddress(account, address));
  }

  /** A new password set by an administrator: the account's failures and locks everywhere are forgotten. */
  async forget(account: string): Promise<void> {
    await this.repo.clearAttempts('account', account);
    await this.repo.clearAttemptsStartingWith('account_address', accountAtAnyAddress(account));
  }

  /** Counts a new account or visitor session from `address`; refuses past the limit. */
  admitSignup(address: string, now: number): Promise<void> {
    return this.countAgainst('signup', SIGNUPS_PER_ADDRESS, address, now);
  }

  private async countAgainst(scope: 'signup' | 'captcha', limit: number, address: string, now: number): Promise<void> {
    await this.pruneNow(now);
    const count = await this.repo.countAttempts(scope, address, now - FAILURE_WINDOW_MS);
    if (count >= limit) throw new AppError(CODE.tooManyRequests, MESSAGE.tooManyRequests);
    await this.repo.recordAttempt(scope, address, now);
  }

  /** A new captcha for `address`: stored hashed with its expiry, drawn as a PNG. */
  async newCaptcha(address: string, now: number): Promise<{ captcha_id: string; image: string }> {
    await this.countAgainst('captcha', CAPTCHAS_PER_ADDRESS, address, now);
    const id = randomBytes(16).toString('hex');
    const text = captchaText();
    await this.repo.saveCaptcha(id, captchaHash(id, text), now + CAPTCHA_LIFETIME_MS);
    return { captcha_id: id, image: await captchaImage(text) };
  }
}
