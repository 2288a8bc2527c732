import type { Kysely } from 'kysely';
import type { ExamAttemptRow } from '../tables/exams.tables.js';
import type { Tables } from '../tables/tables.js';

/** A handed-in attempt of a pupil in one of the teacher's classes, with the pupil's name. */
export type ReviewedAttemptRow = Pick<
  ExamAttemptRow,
  'id' | 'user_id' | 'title' | 'questions' | 'answers' | 'marks' | 'reviews' | 'submitted_at'
> & { nickname: string; account: string };

/**
 * 考试中心's 写话 answers as a teacher marks them (issue 17): only attempts of pupils in the
 * teacher's classes in use; the service decides which answers wait.
 */
export class ExamReviewsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The teacher's classes in use that the pupil is in, by name; [] when none. */
  async classNames(teacherId: number, pupilIds: readonly number[]): Promise<{ pupil_id: number; name: string }[]> {
    if (pupilIds.length === 0) return [];
    return this.db
      .selectFrom('classes as c')
      .innerJoin('class_members as m', 'm.class_id', 'c.id')
      .select(['m.pupil_id', 'c.name'])
      .where('c.teacher_id', '=', teacherId)
      .where('c.archived_at', '=', 0)
      .where('m.pupil_id', 'in', [...pupilIds])
      .orderBy('c.id')
      .execute();
  }

  /**
   * Handed-in attempts of the teacher's pupils: still waiting for a teacher (pending > 0), oldest
   * first, or with marks already given, latest first.
   */
  attempts(teacherId: number, marked: boolean, limit: number): Promise<ReviewedAttemptRow[]> {
    const query = this.db
      .selectFrom('exam_attempts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.user_id',
        'a.title',
        'a.questions',
        'a.answers',
        'a.marks',
        'a.reviews',
        'a.submitted_at',
        'u.nickname',
        'u.account',
      ])
      .where('a.submitted_at', '>', 0)
      .where('a.user_id', 'in', (eb) =>
        eb
          .selectFrom('class_members as m')
          .innerJoin('classes as c', 'c.id', 'm.class_id')
          .select('m.pupil_id')
          .where('c.teacher_id', '=', teacherId)
          .where('c.archived_at', '=', 0),
      );
    return (
      marked
        ? query.where('a.reviews', '<>', '{}').orderBy('a.submitted_at', 'desc')
        : query.where('a.pending', '>', 0).orderBy('a.submitted_at')
    )
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  /** An attempt with its pupil's name. */
  findAttempt(id: number): Promise<(ExamAttemptRow & { nickname: string; account: string }) | undefined> {
    return this.db
      .selectFrom('exam_attempts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .selectAll('a')
      .select(['u.nickname', 'u.account'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** Writes the reviews and the figures they change, only over the reviews read (false: someone marked meanwhile). */
  async saveReviews(
    id: number,
    before: string,
    values: Pick<ExamAttemptRow, 'reviews' | 'score' | 'pending'>,
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('exam_attempts')
      .set(values)
      .where('id', '=', id)
      .where('reviews', '=', before)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
