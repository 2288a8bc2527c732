import type { ParentRepository } from '@yuwen/db';
import { PARENT_PASS_REFUSED } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { SessionUser } from '../../plugins/auth.plugin.js';

/**
 * The pass of a passed parent check, as the calls behind it see it: the weekly report and PIN here,
 * and in other modules buying, paying, activation cards and account deletion (issue 18). Kept apart
 * from ParentService so those modules build it from the parent repository alone.
 */
export class ParentPassService {
  constructor(private readonly repo: ParentRepository) {}

  /**
   * Throws forbidden unless `pass` is the caller's own pass and still holds. Every role is asked,
   * as the pages behind the check ask everyone; callers check it before they write anything.
   */
  async require(user: SessionUser, pass: string | undefined, now = Date.now()): Promise<void> {
    const check = pass ? await this.repo.findCheck(user.id, pass) : undefined;
    if (!check || Number(check.passed_until) <= now) throw AppError.forbidden(PARENT_PASS_REFUSED);
  }
}
