import type { ExamReviewsRepository, ReviewedAttemptRow, WritingReview } from '@yuwen/db';
import { WRITING_POINTS, type WritingAnswer, writingAnswersCall, writingMarkCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import { parseAnswers, parseQuestions, parseReviews } from './kszx.presenter.js';

const NO_ANSWER = '没有找到这道写话题的答案';
/** Attempts read for one list; each holds one or two 写话 answers. */
const ATTEMPTS_LISTED = 100;

/**
 * Pure: the attempt's score and what still waits once teachers' reviews count. Each question
 * marked weighs one; a reviewed 写话 counts its points of WRITING_POINTS (8 of 10 = 0.8).
 */
export function reviewedScore(
  marks: readonly (boolean | null)[],
  reviews: Readonly<Record<string, Pick<WritingReview, 'points'>>>,
): { score: number; pending: number } {
  let weight = 0;
  let earned = 0;
  let pending = 0;
  for (const [i, mark] of marks.entries()) {
    const review = reviews[String(i)];
    if (mark !== null) {
      weight += 1;
      earned += mark ? 1 : 0;
    } else if (review) {
      weight += 1;
      earned += review.points / WRITING_POINTS;
    } else pending += 1;
  }
  return { score: weight > 0 ? Math.round((earned / weight) * 100) : 0, pending };
}

/** The 写话 answers of an attempt that a teacher marks: those waiting, or those already marked. */
function writingAnswers(row: ReviewedAttemptRow, classNames: string): WritingAnswer[] {
  const questions = parseQuestions(row.questions);
  const answers = parseAnswers(row.answers);
  const marks = JSON.parse(row.marks || '[]') as (boolean | null)[];
  const reviews = parseReviews(row.reviews);
  return questions.flatMap((q, index) => {
    // A blank 写话 is marked wrong at hand-in and never waits.
    if (q.type !== 'textarea' || marks[index] !== null) return [];
    const review = reviews[String(index)];
    const answer = answers[index];
    return [
      {
        attempt_id: row.id,
        index,
        pupil_name: row.nickname || row.account,
        class_names: classNames,
        paper_title: row.title,
        prompt: q.prompt,
        answer: typeof answer === 'string' ? answer : '',
        max: WRITING_POINTS,
        submitted_at: Number(row.submitted_at),
        points: review?.points ?? null,
        comment: review?.comment ?? '',
      },
    ];
  });
}

/**
 * 写话 answers marked by a teacher (issue 17): only answers of pupils in the teacher's classes in
 * use; any other attempt is "not found", like one that does not exist.
 */
export class WritingReviewsService {
  constructor(private readonly repo: ExamReviewsRepository) {}

  private async classNamesOf(teacherId: number, pupilIds: readonly number[]): Promise<Map<number, string>> {
    const names = new Map<number, string[]>();
    for (const row of await this.repo.classNames(teacherId, [...new Set(pupilIds)]))
      names.set(row.pupil_id, [...(names.get(row.pupil_id) ?? []), row.name]);
    return new Map([...names].map(([id, list]) => [id, list.join('、')]));
  }

  async list(user: SessionUser, marked: boolean): Promise<{ list: WritingAnswer[] }> {
    requireRole(user, 'teacher');
    const rows = await this.repo.attempts(user.id, marked, ATTEMPTS_LISTED);
    const classes = await this.classNamesOf(
      user.id,
      rows.map((r) => r.user_id),
    );
    const list = rows
      .flatMap((row) => writingAnswers(row, classes.get(row.user_id) ?? ''))
      .filter((item) => (item.points !== null) === marked);
    return { list };
  }

  async mark(
    user: SessionUser,
    input: { attempt_id: number; index: number; points: number; comment: string },
    now = Date.now(),
  ) {
    requireRole(user, 'teacher');
    const row = await this.repo.findAttempt(input.attempt_id);
    const classes = row ? await this.classNamesOf(user.id, [row.user_id]) : new Map<number, string>();
    const classNames = row && Number(row.submitted_at) > 0 ? classes.get(row.user_id) : undefined;
    if (!row || classNames === undefined) throw AppError.notFound(NO_ANSWER);
    if (!writingAnswers(row, classNames).some((a) => a.index === input.index)) throw AppError.notFound(NO_ANSWER);
    const reviews = {
      ...parseReviews(row.reviews),
      [String(input.index)]: { points: input.points, comment: input.comment, teacher_id: user.id, marked_at: now },
    };
    const figures = reviewedScore(JSON.parse(row.marks) as (boolean | null)[], reviews);
    const values = { reviews: JSON.stringify(reviews), ...figures };
    // Two teachers marking one attempt at once: the later one is asked to try again.
    if (!(await this.repo.saveReviews(row.id, row.reviews, values)))
      throw AppError.failed('这份答卷刚被批改过，请刷新后再试');
    const item = writingAnswers({ ...row, reviews: values.reviews }, classNames).find((a) => a.index === input.index);
    if (!item) throw AppError.notFound(NO_ANSWER);
    return { ...item, ...figures };
  }
}

export function writingReviewRoutes(app: FastifyInstance, service: WritingReviewsService): void {
  registerCall(app, writingAnswersCall, (p, { user }) => service.list(user, p.marked === '1'));
  registerCall(app, writingMarkCall, (p, { user }) => service.mark(user, p));
}
