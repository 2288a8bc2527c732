import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';

/** What spending a teacher code came to. */
export type TeacherCodeUse = 'teacher' | 'invalid' | 'used' | 'expired' | 'disabled' | 'already_teacher';

/** Thrown inside the transaction to undo a claimed code when the user turned out to be a teacher already. */
class AlreadyTeacher extends Error {}

/** Teacher activation codes (老师激活码): an admin makes them, each turns one pupil account into a teacher's. */
export class TeacherCodeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Stores codes (already hashed) made together. */
  async create(
    fields: { note: string; expires_at: number | null; created_by: number; created_at: number },
    codes: readonly { code_hash: string; code_tail: string }[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Chunks keep each insert under SQLite's bound-parameter limit.
      for (let i = 0; i < codes.length; i += 100) {
        const rows = codes.slice(i, i + 100).map((code) => ({ ...code, ...fields }));
        await trx.insertInto('teacher_codes').values(rows).execute();
      }
    });
  }

  /** Every code, newest first, with the account that used it. */
  list() {
    return this.db
      .selectFrom('teacher_codes')
      .leftJoin('users as maker', 'maker.id', 'teacher_codes.created_by')
      .leftJoin('users as user', 'user.id', 'teacher_codes.used_by')
      .select([
        'teacher_codes.id',
        'teacher_codes.code_tail',
        'teacher_codes.note',
        'teacher_codes.expires_at',
        'teacher_codes.disabled_at',
        'teacher_codes.created_at',
        'teacher_codes.used_at',
        'maker.account as created_by_account',
        'user.account as used_by_account',
      ])
      .orderBy('teacher_codes.id', 'desc')
      .execute();
  }

  /** Stops an unused code (stopping it twice changes nothing); a used code stays as it is. */
  async disable(id: number, now: number): Promise<'disabled' | 'missing' | 'used'> {
    const row = await this.db
      .selectFrom('teacher_codes')
      .select(['used_at', 'disabled_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.disabled_at !== null) return 'disabled';
    const done = await this.db
      .updateTable('teacher_codes')
      .set({ disabled_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    // Nothing changed: someone used it (or stopped it) in between.
    if (Number(done.numUpdatedRows) > 0) return 'disabled';
    const again = await this.db.selectFrom('teacher_codes').select('used_at').where('id', '=', id).executeTakeFirst();
    return again?.used_at === null ? 'disabled' : 'used';
  }

  /**
   * Spends the code with this hash on `userId` and makes the user a teacher, in one transaction:
   * the code is claimed only while unused and not stopped, so of two users at once exactly one wins,
   * and a pupil is made a teacher only once (a second code at the same time changes nothing).
   */
  async redeem(codeHash: string, userId: number, now: number): Promise<TeacherCodeUse> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<TeacherCodeUse> => {
        const code = await trx
          .selectFrom('teacher_codes')
          .select(['id', 'expires_at', 'disabled_at', 'used_at'])
          .where('code_hash', '=', codeHash)
          .executeTakeFirst();
        if (!code) return 'invalid';
        if (code.disabled_at !== null) return 'disabled';
        if (code.used_at !== null) return 'used';
        if (code.expires_at !== null && Number(code.expires_at) <= now) return 'expired';
        const claimed = await trx
          .updateTable('teacher_codes')
          .set({ used_by: userId, used_at: now })
          .where('id', '=', code.id)
          .where('used_at', 'is', null)
          .where('disabled_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return 'used';
        // The role a teacher account is made with (ClassesService.createTeacher); only a pupil's changes.
        const made = await trx
          .updateTable('users')
          .set({ role: 'teacher' })
          .where('id', '=', userId)
          .where('role', '=', 'pupil')
          .executeTakeFirst();
        if (Number(made.numUpdatedRows) === 0) throw new AlreadyTeacher();
        return 'teacher';
      });
    } catch (error) {
      if (error instanceof AlreadyTeacher) return 'already_teacher';
      throw error;
    }
  }
}
