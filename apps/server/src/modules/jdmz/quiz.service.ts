import { randomInt } from 'node:crypto';
import type { JdmzRepository } from '@yuwen/db';
import type { IdiomQuiz, IdiomQuizResult } from '@yuwen/protocol';
import { seededRandom } from '../../lib/seeded-random.js';
import { AppError } from '../../plugins/app-error.js';
import { NOT_READY } from './chain.service.js';
import type { KnownIdiomIndex } from './known-idioms.js';
import { buildQuiz, markQuiz, type StoredQuizQuestion } from './quiz-builder.js';

/** 成语小测验: built and marked on the server; the answers never leave it before the quiz is handed in. */
export class QuizService {
  constructor(
    private readonly repo: JdmzRepository,
    private readonly known: () => Promise<KnownIdiomIndex>,
    private readonly now: () => number = Date.now,
  ) {}

  async start(userId: number, seed = randomInt(1, 2 ** 31 - 1)): Promise<IdiomQuiz> {
    const questions = buildQuiz((await this.known()).all, seededRandom(seed));
    if (questions.length === 0) throw AppError.failed(NOT_READY);
    const id = await this.repo.insertGame({
      user_id: userId,
      kind: 'quiz',
      seed,
      state: JSON.stringify(questions),
      total: questions.length,
      created_at: this.now(),
    });
    return { id, questions: questions.map(({ kind, prompt, options }) => ({ kind, prompt, options })) };
  }

  /** Marks the quiz once; a second hand-in is refused and the first result stays. */
  async submit(userId: number, id: number, answers: readonly number[]): Promise<IdiomQuizResult> {
    const row = await this.repo.findGame(id, userId, 'quiz');
    if (!row) throw AppError.notFound('没有找到这次测验');
    if (row.finished_at > 0) throw AppError.badRequest('这次测验已经交过了');
    const result = markQuiz(JSON.parse(row.state) as StoredQuizQuestion[], answers);
    const saved = await this.repo.updateOpenGame(row.id, {
      points: result.score,
      correct: result.correct,
      finished_at: this.now(),
    });
    if (!saved) throw AppError.badRequest('这次测验已经交过了');
    return { id: row.id, ...result };
  }
}
