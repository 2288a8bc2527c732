import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ExamsRepository, ParentRepository, RewardsRepository } from '@yuwen/db';
import {
  CODE,
  PARENT_FAILURE_LIMIT,
  PARENT_FAILURE_WINDOW_MS,
  PARENT_PASS_MS,
  PARENT_QUESTION_MS,
  type ParentPass,
  type ScoreSummary,
  type WeeklyReport,
} from '@yuwen/protocol';
import { chinaDate, chinaDayStart, DAY_MS } from '../../lib/china-time.js';
import { AppError } from '../../plugins/app-error.js';
import type { SessionUser } from '../../plugins/auth.plugin.js';
import type { ClassesService } from '../classes/classes.service.js';
import type { LearnRecordService } from '../learn-record/learn-record.service.js';
import type { ParentPassService } from './parent-pass.service.js';
import { newQuestion } from './parent-question.js';

const WEEK_DAYS = 7;
/** The characters the report lists by name; the count covers all. */
const REPORT_CHARS = 60;
/** Handed-in papers read for the week (far more than a pupil hands in in seven days). */
const PAPERS_READ = 200;

export const PARENT_MESSAGES = {
  locked: '错了好几次，请 15 分钟后再试',
  wrongAnswer: '答案不对，请换一道题再试',
  questionGone: '这道题已经过期了，请换一道题',
  wrongPin: '家长密码不对，请再试一次',
  noPin: '还没有设置家长密码，请回答算术题',
} as const;

const answerHash = (id: string, answer: number | string) =>
  createHash('sha256')
    .update(`${id}:${Number(answer)}`)
    .digest('hex');

function scores(values: readonly number[]): ScoreSummary {
  if (values.length === 0) return { count: 0, average: null, best: null };
  return {
    count: values.length,
    average: Math.round(values.reduce((sum, v) => sum + v, 0) / values.length),
    best: Math.max(...values),
  };
}

/**
 * The parent check and the weekly report (issues 17/18). Questions and PINs are checked here, never
 * in the page; a passed check is a random token kept by the browser for PARENT_PASS_MS. Wrong answers
 * and PINs count together; past the limit the check is refused for a while. The report reads what the
 * other areas keep, through their services and repositories, for the caller only.
 */
export class ParentService {
  constructor(
    private readonly repo: ParentRepository,
    private readonly passes: ParentPassService,
    private readonly learnRecords: LearnRecordService,
    private readonly classes: ClassesService,
    private readonly rewards: RewardsRepository,
    private readonly exams: ExamsRepository,
  ) {}

  private async admit(userId: number, now: number): Promise<void> {
    if ((await this.repo.countFailures(userId, now - PARENT_FAILURE_WINDOW_MS)) >= PARENT_FAILURE_LIMIT) {
      throw new AppError(CODE.tooManyRequests, PARENT_MESSAGES.locked);
    }
  }

  private async refuse(userId: number, message: string, now: number): Promise<AppError> {
    await this.repo.recordFailure(userId, now);
    return AppError.failed(message);
  }

  private async passed(userId: number, id: string, now: number): Promise<ParentPass> {
    await this.repo.clearFailures(userId);
    return { pass: id, until: now + PARENT_PASS_MS };
  }

  /** A new question; only its answer's hash is kept. */
  async question(user: SessionUser, now = Date.now()) {
    await this.admit(user.id, now);
    const id = randomBytes(16).toString('hex');
    const { text, answer } = newQuestion();
    await this.repo.addCheck(
      { id, user_id: user.id, answer_hash: answerHash(id, answer), expires_at: now + PARENT_QUESTION_MS },
      now,
    );
    return { check_id: id, question: text, ...(await this.pinStatus(user)) };
  }

  /** A right answer turns the question into a pass; a wrong one uses it up and counts. */
  async answer(user: SessionUser, checkId: string, answer: string, now = Date.now()): Promise<ParentPass> {
    await this.admit(user.id, now);
    const check = await this.repo.findCheck(user.id, checkId);
    if (!check || check.answer_hash === '' || Number(check.expires_at) < now) {
      throw AppError.failed(PARENT_MESSAGES.questionGone);
    }
    if (answerHash(checkId, answer) !== check.answer_hash) {
      await this.repo.dropCheck(checkId);
      throw await this.refuse(user.id, PARENT_MESSAGES.wrongAnswer, now);
    }
    await this.repo.passCheck(checkId, now + PARENT_PASS_MS);
    return this.passed(user.id, checkId, now);
  }

  async pinCheck(user: SessionUser, pin: string, now = Date.now()): Promise<ParentPass> {
    await this.admit(user.id, now);
    const stored = await this.repo.pinHash(user.id);
    if (stored === undefined) throw AppError.failed(PARENT_MESSAGES.noPin);
    if (!(await verify(stored, pin))) throw await this.refuse(user.id, PARENT_MESSAGES.wrongPin, now);
    const id = randomBytes(16).toString('hex');
    await this.repo.addCheck(
      { id, user_id: user.id, answer_hash: '', expires_at: 0, passed_until: now + PARENT_PASS_MS },
      now,
    );
    return this.passed(user.id, id, now);
  }

  async pinStatus(user: SessionUser) {
    return { has_pin: (await this.repo.pinHash(user.id)) !== undefined };
  }

  async setPin(user: SessionUser, pass: string, pin: string, now = Date.now()) {
    await this.passes.require(user, pass, now);
    await this.repo.savePin(user.id, await hash(pin), now);
    return { has_pin: true };
  }

  async removePin(user: SessionUser, pass: string, now = Date.now()) {
    await this.passes.require(user, pass, now);
    await this.repo.removePin(user.id);
    return { has_pin: false };
  }

  /** The caller's last seven China days, today included. */
  async weeklyReport(user: SessionUser, pass: string, now = Date.now()): Promise<WeeklyReport> {
    await this.passes.require(user, pass, now);
    const from = chinaDayStart(now) - (WEEK_DAYS - 1) * DAY_MS;
    const inWeek = (at: number) => at >= from && at <= now;
    const [time, learned, recitations, rounds, papers, assignments] = await Promise.all([
      this.learnRecords.statistics(user.id, WEEK_DAYS, now),
      this.rewards.learnedCharacters(user.id),
      this.rewards.recitationTimes(user.id),
      this.rewards.scoredRounds(user.id),
      this.exams.listSubmitted(user.id, PAPERS_READ),
      this.classes.myAssignments(user, now),
    ]);
    const chars = learned.filter((row) => inWeek(Number(row.updated_at))).map((row) => row.char);
    const weekRounds = rounds.filter((round) => inWeek(round.at));
    const fromDate = chinaDate(from);
    const toDate = chinaDate(now);
    const report: WeeklyReport = {
      from: fromDate,
      to: toDate,
      days: time.days,
      total_seconds: time.total_seconds,
      characters: chars.slice(-REPORT_CHARS),
      characters_count: chars.length,
      recitations: recitations.filter(inWeek).length,
      dictation: scores(weekRounds.filter((r) => r.kind === 'dictation').map((r) => r.score)),
      papers: scores(papers.filter((p) => p.mode === 'paper' && inWeek(Number(p.submitted_at))).map((p) => p.score)),
      quizzes: scores(weekRounds.filter((r) => r.kind === 'poem_test').map((r) => r.score)),
      assignments: {
        done: assignments.filter((a) => a.work.state !== 'todo' && inWeek(a.work.done_at)).length,
        due: assignments.filter((a) => a.due_date >= fromDate && a.due_date <= toDate).length,
      },
      empty: false,
    };
    report.empty =
      report.total_seconds === 0 &&
      chars.length === 0 &&
      report.recitations === 0 &&
      weekRounds.length === 0 &&
      report.papers.count === 0 &&
      report.assignments.done === 0 &&
      report.assignments.due === 0;
    return report;
  }
}
