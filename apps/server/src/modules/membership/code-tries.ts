import type { ActivationCardRepository } from '@yuwen/db';
import { CODE } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';

/** Wrong activation codes allowed per user (and per address) in CODE_TRY_WINDOW_MS. */
const CODE_TRY_LIMIT = 5;
const CODE_TRY_WINDOW_MS = 15 * 60 * 1000;

/**
 * How fast codes can be guessed: every refused code — an activation card's or a teacher's, one
 * count for both, so switching kinds gains nothing — is noted by user and address; past the limit
 * a try is refused before its code is even looked at.
 */
export class CodeTries {
  constructor(private readonly cards: ActivationCardRepository) {}

  /** Refuses (code 429) while this user or address has too many wrong codes; `label` names the code. */
  async check(userId: number, address: string, label: string, now: number): Promise<void> {
    const failures = await this.cards.countFailures(userId, address, now - CODE_TRY_WINDOW_MS);
    if (failures >= CODE_TRY_LIMIT) {
      throw new AppError(CODE.tooManyRequests, `${label}输错次数过多，请 15 分钟后再试`);
    }
  }

  /** Notes a refused code. */
  wrong(userId: number, address: string, now: number): Promise<void> {
    return this.cards.recordFailure(userId, address, now);
  }
}
