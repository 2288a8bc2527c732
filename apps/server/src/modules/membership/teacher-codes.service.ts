import type { AccountRepository, TeacherCodeRepository, TeacherCodeUse } from '@yuwen/db';
import { type CallParams, formatCardCode, type TeacherCode, type teacherCodeCreateCall } from '@yuwen/protocol';
import { DAY_MS } from '../../lib/china-time.js';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { generateCardCodes, hashCardCode, storedCard } from './card-codes.js';
import type { CodeTries } from './code-tries.js';
import { presentTeacherCode } from './membership.presenter.js';

const CODE_LABEL = '老师激活码';
const NO_CODE = '没有找到这个老师激活码';

/** Why a code was refused, for the one who typed it. */
const REFUSED: Record<Exclude<TeacherCodeUse, 'teacher' | 'already_teacher'>, string> = {
  invalid: '老师激活码无效，请核对后重新输入',
  used: '这个老师激活码已被使用',
  expired: '这个老师激活码已过期，请向管理员要一个新的',
  disabled: '这个老师激活码已停用，请向管理员要一个新的',
};
const ALREADY_TEACHER = '您已经是老师了，不用再激活';

/**
 * Teacher activation codes (issue 17): admins make, list and stop them; a signed-in pupil account
 * spends one and becomes a teacher's — the role an admin-made teacher account has — at once (its
 * sessions are read afresh). Codes are random like activation cards and kept only as hashes; wrong
 * codes count against the same limit as cards'.
 */
export class TeacherCodesService {
  constructor(
    private readonly codes: TeacherCodeRepository,
    private readonly accounts: AccountRepository,
    private readonly tries: CodeTries,
  ) {}

  /** Makes `count` codes; they are answered this once, with the list. */
  async create(admin: SessionUser, p: CallParams<typeof teacherCodeCreateCall>, now = Date.now()) {
    requireRole(admin, 'admin');
    const codes = generateCardCodes(p.count);
    await this.codes.create(
      {
        note: p.note,
        expires_at: p.valid_days === undefined ? null : now + p.valid_days * DAY_MS,
        created_by: admin.id,
        created_at: now,
      },
      codes.map(storedCard),
    );
    return { codes: codes.map(formatCardCode), list: await this.list(admin, now) };
  }

  async list(admin: SessionUser, now = Date.now()): Promise<TeacherCode[]> {
    requireRole(admin, 'admin');
    return (await this.codes.list()).map((row) => presentTeacherCode(row, now));
  }

  async disable(admin: SessionUser, id: number, now = Date.now()): Promise<TeacherCode> {
    requireRole(admin, 'admin');
    const done = await this.codes.disable(id, now);
    if (done === 'missing') throw AppError.notFound(NO_CODE);
    if (done === 'used') throw AppError.failed('这个老师激活码已被使用，不能停用');
    const row = (await this.codes.list()).find((code) => code.id === id);
    if (!row) throw AppError.notFound(NO_CODE);
    return presentTeacherCode(row, now);
  }

  /** Spends a code on the caller's own account, which must be a pupil's. */
  async redeem(user: SessionUser, code: string, address: string, now = Date.now()): Promise<{ role: 'teacher' }> {
    requireRole(user, 'pupil');
    if (user.role !== 'pupil') throw AppError.failed(ALREADY_TEACHER);
    await this.tries.check(user.id, address, CODE_LABEL, now);
    const use = await this.codes.redeem(hashCardCode(code), user.id, now);
    if (use === 'teacher') {
      this.accounts.userChanged(user.id);
      return { role: 'teacher' };
    }
    // Another code made this account a teacher's a moment ago: this one stays unused.
    if (use === 'already_teacher') throw AppError.failed(ALREADY_TEACHER);
    await this.tries.wrong(user.id, address, now);
    throw AppError.failed(REFUSED[use]);
  }
}
