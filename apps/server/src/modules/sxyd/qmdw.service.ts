import { randomBytes, randomInt } from 'node:crypto';
import type { AccountRepository, QmdwRoundRow, SxydRepository } from '@yuwen/db';
import { QMDW_LEVELS, type QmdwRound, type QmdwStatus } from '@yuwen/protocol';
import { seededRandom } from '../../lib/seeded-random.js';
import { AppError } from '../../plugins/app-error.js';
import type { MediaService, RecordingSource } from '../media/media.service.js';
import {
  buildRound,
  finishedStatus,
  type GamePoem,
  type LevelPlan,
  roundPoints,
  type StoredQuestion,
} from './qmdw-rounds.js';

/** The poems the game draws from: 小学必背古诗, by grade band. */
const GAME_COLLECTION = 'bibei75';
/** An answer sent this long after the countdown reached zero still counts (the network's delay). */
const GRACE_MS = 5000;
const NO_ROUND = '没有找到这一局，重新开一局吧';
const NOT_ENOUGH = '这一关的题目还没有准备好，换一关试试吧';

/** Each level's poems and what a round asks. */
const PLANS: Readonly<Record<number, LevelPlan & { bands: readonly string[] }>> = {
  1: { bands: ['1-2'], lineLengths: [5], grid: 0, questions: 6 },
  2: { bands: ['1-2', '3-4'], lineLengths: [7], grid: 0, questions: 8 },
  3: { bands: ['3-4'], lineLengths: [], grid: 9, questions: 8 },
  4: { bands: ['5-6', '3-4'], lineLengths: [], grid: 16, questions: 10 },
};

/** The level for a pupil's grade: 学前 and 一年级 1, 二年级 2, 三四年级 3, 五六年级 4. */
export function levelForGrade(grade: string): number {
  if (grade === '2') return 2;
  if (grade === '3' || grade === '4') return 3;
  if (grade === '5' || grade === '6') return 4;
  return 1;
}

/** Where a question's recording is served: the round, the question and the round's secret, not the syllable. */
export const qmdwSoundUrl = (id: number, index: number, secret: string) => `/qmdw-sound/${id}-${index}-${secret}.mp3`;

function parsePinyin(text: string): string[][] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((line) => (Array.isArray(line) ? line.map(String) : [])) : [];
  } catch {
    return [];
  }
}

/** 听音辨位 (issue 15): rounds built and marked here; an answer leaves only once its question is answered. */
export class QmdwService {
  constructor(
    private readonly repo: SxydRepository,
    private readonly accounts: Pick<AccountRepository, 'findUserById'>,
    private readonly media: Pick<MediaService, 'recordingFiles' | 'recordingSource'>,
    private readonly now: () => number = Date.now,
  ) {}

  async home(userId: number) {
    const [results, user] = await Promise.all([this.repo.levelResults(userId), this.accounts.findUserById(userId)]);
    const byLevel = new Map(results.map((r) => [r.level, r]));
    return {
      levels: QMDW_LEVELS.map((l) => {
        const r = byLevel.get(l.level);
        return { ...l, rounds: r?.rounds ?? 0, best: r?.best ?? 0, won: r?.won ?? 0 };
      }),
      suggested: levelForGrade(user?.grade ?? ''),
      total_points: results.reduce((sum, r) => sum + r.points, 0),
      rounds: results.reduce((sum, r) => sum + r.rounds, 0),
    };
  }

  async start(userId: number, level: number): Promise<QmdwRound> {
    const plan = PLANS[level];
    const info = QMDW_LEVELS.find((l) => l.level === level);
    if (!plan || !info) throw AppError.badRequest('没有这一关');
    const [rows, recordings] = await Promise.all([
      this.repo.gamePoems(GAME_COLLECTION, plan.bands),
      this.media.recordingFiles(),
    ]);
    const poems: GamePoem[] = rows.map((r) => ({
      title: r.title,
      lines: r.content.split('\n'),
      pinyin: parsePinyin(r.pinyin),
    }));
    const questions = buildRound(poems, plan, new Set(recordings.keys()), seededRandom(randomInt(1, 2 ** 31 - 1)));
    if (questions.length < plan.questions) throw AppError.failed(NOT_ENOUGH);
    const created = this.now();
    const row = {
      user_id: userId,
      level,
      secret: randomBytes(12).toString('hex'),
      questions: JSON.stringify(questions),
      chosen: JSON.stringify(questions.map(() => -1)),
      created_at: created,
      deadline_at: created + info.seconds * 1000,
    };
    const id = await this.repo.insertRound(row);
    return this.present({ ...row, id, status: 'playing', correct: 0, points: 0, finished_at: 0 });
  }

  /** One answer; the last one (or one after the time) ends the round. A question is answered once. */
  async answer(userId: number, id: number, index: number, choice: number): Promise<QmdwRound> {
    const row = await this.open(userId, id);
    const questions = JSON.parse(row.questions) as StoredQuestion[];
    const chosen = JSON.parse(row.chosen) as number[];
    const question = questions[index];
    if (!question) throw AppError.badRequest('没有这一题');
    if (choice >= question.cells.length) throw AppError.badRequest('请在给出的答案里选一个');
    if ((chosen[index] ?? -1) >= 0) throw AppError.badRequest('这一题已经答过了，接着答下一题吧');
    const now = this.now();
    if (now > Number(row.deadline_at) + GRACE_MS) return this.close(row, chosen, questions, now);
    const next = chosen.map((c, i) => (i === index ? choice : c));
    if (next.every((c) => c >= 0)) return this.close(row, next, questions, now);
    const correct = countCorrect(questions, next);
    const changes = { chosen: JSON.stringify(next), correct, points: roundPoints(correct, 'playing', 0) };
    if (!(await this.repo.updateOpenRound(row.id, changes, row.chosen))) throw AppError.badRequest('这一题已经答过了');
    return this.present({ ...row, ...changes });
  }

  /** Ends the round as it stands: unanswered questions count as missed. An ended round answers as it is. */
  async finish(userId: number, id: number): Promise<QmdwRound> {
    const row = await this.repo.findRound(id, userId);
    if (!row) throw AppError.notFound(NO_ROUND);
    if (Number(row.finished_at) > 0) return this.present(row);
    return this.close(
      row,
      JSON.parse(row.chosen) as number[],
      JSON.parse(row.questions) as StoredQuestion[],
      this.now(),
    );
  }

  /** The recording of a question, found by the address's round, index and secret; undefined otherwise. */
  async sound(id: number, index: number, secret: string): Promise<RecordingSource | undefined> {
    const row = await this.repo.findRoundBySecret(id, secret);
    const question = row ? (JSON.parse(row.questions) as StoredQuestion[])[index] : undefined;
    return question ? this.media.recordingSource(question.recording) : undefined;
  }

  private async open(userId: number, id: number): Promise<QmdwRoundRow> {
    const row = await this.repo.findRound(id, userId);
    if (!row) throw AppError.notFound(NO_ROUND);
    if (Number(row.finished_at) > 0) throw AppError.badRequest('这一局已经结束了，再开一局吧');
    return row;
  }

  private async close(row: QmdwRoundRow, chosen: number[], questions: StoredQuestion[], now: number) {
    const deadline = Number(row.deadline_at);
    const correct = countCorrect(questions, chosen);
    const status = finishedStatus(correct, questions.length, now <= deadline + GRACE_MS);
    const changes = {
      chosen: JSON.stringify(chosen),
      correct,
      status,
      points: roundPoints(correct, status, deadline - now),
      finished_at: now,
    };
    if (!(await this.repo.updateOpenRound(row.id, changes, row.chosen))) {
      const current = await this.repo.findRound(row.id, row.user_id);
      if (current) return this.present(current);
      throw AppError.notFound(NO_ROUND);
    }
    return this.present({ ...row, ...changes });
  }

  /** The round as the pupil sees it: answers only of the questions already answered (all, once it ended). */
  private present(row: Omit<QmdwRoundRow, 'status'> & { status: string }): QmdwRound {
    const questions = JSON.parse(row.questions) as StoredQuestion[];
    const chosen = JSON.parse(row.chosen) as number[];
    const ended = Number(row.finished_at) > 0;
    const info = QMDW_LEVELS.find((l) => l.level === row.level);
    return {
      id: row.id,
      level: row.level,
      status: row.status as QmdwStatus,
      questions: questions.map((q, i) => ({
        kind: q.kind,
        sound: qmdwSoundUrl(row.id, i, row.secret),
        cells: q.cells,
        columns: q.columns,
        source: q.source,
      })),
      marks: questions.map((q, i) => {
        const pick = chosen[i] ?? -1;
        if (pick < 0 && !ended) return null;
        return { correct: pick === q.right, right: q.right, chosen: pick, char: q.char, reading: q.reading };
      }),
      correct: Number(row.correct),
      points: Number(row.points),
      seconds: info?.seconds ?? 0,
      deadline: Number(row.deadline_at),
      now: this.now(),
    };
  }
}

const countCorrect = (questions: readonly StoredQuestion[], chosen: readonly number[]) =>
  questions.filter((q, i) => chosen[i] === q.right).length;
