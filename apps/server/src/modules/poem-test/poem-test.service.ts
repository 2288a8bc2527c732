import type { PoemTestRepository, PoemTestRow } from '@yuwen/db';
import type { PoemTest, PoemTestAnswer, PoemTestResult } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import { generateQuestions, isCorrect, type StoredQuestion } from './poem-test.generate.js';
import { presentMarked, presentQuestion } from './poem-test.presenter.js';

/** The fewest questions a collection must yield for a test. */
const MIN_GENERATED = 4;

/**
 * Poem tests (/tssc/test): generated from a collection's poems, answers kept on the server until
 * the pupil hands in, then scored and kept per user.
 */
export class PoemTestService {
  constructor(
    private readonly tests: PoemTestRepository,
    private readonly random: () => number = Math.random,
    private readonly now: () => number = Date.now,
  ) {}

  async create(userId: number, collection: string, count: number): Promise<PoemTest> {
    const found = await this.tests.findCollection(collection);
    if (!found) throw AppError.notFound('诗集不存在');
    const questions = generateQuestions(await this.tests.poolOf(collection), count, this.random);
    if (questions.length < MIN_GENERATED) throw AppError.badRequest('这个诗集的诗文太少，出不了测验，请换一个诗集');
    const id = await this.tests.create({
      user_id: userId,
      collection,
      questions: JSON.stringify(questions),
      total: questions.length,
      created_at: this.now(),
    });
    return { id, collection, collection_name: found.name, questions: questions.map(presentQuestion) };
  }

  async submit(userId: number, id: number, answers: readonly (PoemTestAnswer | null)[]): Promise<PoemTestResult> {
    const test = await this.tests.findTest(userId, id);
    if (!test) throw AppError.notFound('测验不存在');
    if (test.finished_at !== null) throw AppError.badRequest('这次测验已经交过卷了');
    const questions = JSON.parse(test.questions) as StoredQuestion[];
    if (answers.length !== questions.length) throw AppError.badRequest(`请提交全部 ${questions.length} 题的答案`);
    const correct = questions.filter((q, i) => isCorrect(q, answers[i] ?? null)).length;
    const at = this.now();
    const stored = JSON.stringify(answers);
    if (!(await this.tests.finish(userId, id, stored, correct, at))) throw AppError.badRequest('这次测验已经交过卷了');
    return this.result({ ...test, answers: stored, correct, finished_at: at });
  }

  async find(userId: number, id: number): Promise<PoemTestResult> {
    const test = await this.tests.findTest(userId, id);
    if (!test || test.finished_at === null) throw AppError.notFound('测验结果不存在');
    return this.result(test);
  }

  async history(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.tests.history(userId, (page - 1) * pageSize, pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        collection: r.collection,
        collection_name: r.collection_name ?? r.collection,
        total: r.total,
        correct: r.correct,
        finished_at: Number(r.finished_at),
      })),
      total,
      page,
      page_size: pageSize,
    };
  }

  private async result(test: PoemTestRow): Promise<PoemTestResult> {
    const questions = JSON.parse(test.questions) as StoredQuestion[];
    const answers = JSON.parse(test.answers || '[]') as (PoemTestAnswer | null)[];
    const collection = await this.tests.findCollection(test.collection);
    return {
      id: test.id,
      collection: test.collection,
      collection_name: collection?.name ?? test.collection,
      total: test.total,
      correct: test.correct,
      finished_at: Number(test.finished_at),
      questions: questions.map((q, i) => presentMarked(q, answers[i] ?? null)),
    };
  }
}
