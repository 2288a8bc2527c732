import type { Insertable, Kysely } from 'kysely';
import type {
  ExamAttemptRow,
  ExamAttemptTable,
  ExamPaperRow,
  ExamPaperTable,
  ExamWrongRow,
} from '../tables/exams.tables.js';
import type { Tables } from '../tables/tables.js';

/** How an attempt ended: the marks and figures written once at hand-in. */
export interface AttemptMarks {
  marks: string;
  score: number;
  correct: number;
  total: number;
  pending: number;
  submitted_at: number;
}

/** A poem's text as 古诗填空 and 作者连线 need it. */
export interface ExamPoemRow {
  id: number;
  title: string;
  author: string;
  dynasty: string;
  content: string;
}

/** 考试中心 (issue 17): papers, attempts and the 错题本. The service checks who may ask. */
export class ExamsRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Keeps a generated paper once: a second insert of the same source leaves the first. */
  async ensurePaper(row: Insertable<ExamPaperTable>): Promise<void> {
    await this.db
      .insertInto('exam_papers')
      .values(row)
      .onConflict((oc) => oc.column('source_key').doNothing())
      .execute();
  }

  async insertPaper(row: Insertable<ExamPaperTable>): Promise<number> {
    const inserted = await this.db.insertInto('exam_papers').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  listPapers(volumeKey: string, kind: string): Promise<ExamPaperRow[]> {
    let query = this.db
      .selectFrom('exam_papers')
      .selectAll()
      .where('volume_key', '=', volumeKey)
      .where('removed_at', '=', 0);
    if (kind) query = query.where('kind', '=', kind);
    // Units in book order, the whole-volume paper (unit_sort 0) last.
    return query
      .orderBy((eb) => eb.case().when('unit_sort', '=', 0).then(1).else(0).end())
      .orderBy('unit_sort')
      .orderBy('id')
      .execute();
  }

  findPaper(id: number): Promise<ExamPaperRow | undefined> {
    return this.db
      .selectFrom('exam_papers')
      .selectAll()
      .where('id', '=', id)
      .where('removed_at', '=', 0)
      .executeTakeFirst();
  }

  /** Papers written in the management pages: one author's (authorId given) or everyone's, newest first. */
  listCustom(authorId: number | undefined): Promise<ExamPaperRow[]> {
    let query = this.db.selectFrom('exam_papers').selectAll().where('kind', '=', 'custom').where('removed_at', '=', 0);
    if (authorId !== undefined) query = query.where('author_id', '=', authorId);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /** Sets the region a paper is for (a GB/T 2260 code, '' for everyone). */
  async setRegion(id: number, region: string): Promise<void> {
    await this.db.updateTable('exam_papers').set({ region }).where('id', '=', id).execute();
  }

  /** Rewrites a written paper; attempts already started keep their own copy of the questions. */
  async updatePaper(
    id: number,
    paper: Pick<ExamPaperTable, 'title' | 'volume_key' | 'time_limit_s' | 'questions'>,
  ): Promise<void> {
    await this.db.updateTable('exam_papers').set(paper).where('id', '=', id).execute();
  }

  /** Takes a paper off the lists; its attempts (and their scores) stay. */
  async removePaper(id: number, now: number): Promise<void> {
    await this.db.updateTable('exam_papers').set({ removed_at: now }).where('id', '=', id).execute();
  }

  /** Handed-in attempts per paper, so an author sees how many pupils answered before deleting. */
  async attemptCounts(paperIds: readonly number[]): Promise<Map<number, number>> {
    if (paperIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('exam_attempts')
      .select(['paper_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('paper_id', 'in', [...paperIds])
      .where('submitted_at', '>', 0)
      .groupBy('paper_id')
      .execute();
    return new Map(rows.map((r) => [r.paper_id ?? 0, Number(r.n)]));
  }

  /** The pupil's best handed-in score and open attempt (not handed in, still before its deadline) per paper. */
  async pupilState(userId: number, paperIds: readonly number[], now: number) {
    const state = new Map<number, { best: number | null; open: number }>();
    if (paperIds.length === 0) return state;
    const rows = await this.db
      .selectFrom('exam_attempts')
      .select(['id', 'paper_id', 'submitted_at', 'score', 'deadline_at'])
      .where('user_id', '=', userId)
      .where('paper_id', 'in', paperIds)
      .execute();
    for (const row of rows) {
      const paperId = row.paper_id ?? 0;
      const entry = state.get(paperId) ?? { best: null, open: 0 };
      if (Number(row.submitted_at) > 0) entry.best = Math.max(entry.best ?? 0, row.score);
      else if (Number(row.deadline_at) === 0 || Number(row.deadline_at) > now)
        entry.open = Math.max(entry.open, row.id);
      state.set(paperId, entry);
    }
    return state;
  }

  async insertAttempt(row: Insertable<ExamAttemptTable>): Promise<number> {
    const inserted = await this.db.insertInto('exam_attempts').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  findAttempt(id: number): Promise<ExamAttemptRow | undefined> {
    return this.db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Writes the answers of an attempt still open if they are still `previous` (another save in
   * between, say from a second tab, must not be overwritten); false when they changed or the
   * attempt was handed in.
   */
  async saveAnswers(id: number, answers: string, previous: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('exam_attempts')
      .set({ answers })
      .where('id', '=', id)
      .where('submitted_at', '=', 0)
      .where('answers', '=', previous)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Hands an attempt in once: false when it already was. */
  async submitAttempt(id: number, marks: AttemptMarks): Promise<boolean> {
    const updated = await this.db
      .updateTable('exam_attempts')
      .set(marks)
      .where('id', '=', id)
      .where('submitted_at', '=', 0)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  listSubmitted(userId: number, limit: number): Promise<ExamAttemptRow[]> {
    return this.db
      .selectFrom('exam_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('submitted_at', '>', 0)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  listWrong(
    userId: number,
    limit: number,
    filter: { type?: string; volumeKey?: string } = {},
  ): Promise<ExamWrongRow[]> {
    let query = this.db.selectFrom('exam_wrong').selectAll().where('user_id', '=', userId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.volumeKey) query = query.where('volume_key', '=', filter.volumeKey);
    return query.orderBy('last_wrong_at', 'desc').orderBy('qkey').limit(limit).execute();
  }

  /** Adds wrong questions to the 错题本, counting a question already there once more. */
  async addWrong(rows: readonly Omit<ExamWrongRow, 'times'>[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insertInto('exam_wrong')
        .values({ ...row, times: 1 })
        .onConflict((oc) =>
          oc.columns(['user_id', 'qkey']).doUpdateSet((eb) => ({
            times: eb('exam_wrong.times', '+', 1),
            last_wrong_at: row.last_wrong_at,
            question: row.question,
          })),
        )
        .execute();
    }
  }

  async removeWrong(userId: number, qkeys: readonly string[]): Promise<void> {
    if (qkeys.length === 0) return;
    await this.db.deleteFrom('exam_wrong').where('user_id', '=', userId).where('qkey', 'in', qkeys).execute();
  }

  poemsByIds(ids: readonly number[]): Promise<ExamPoemRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty', 'content'])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute();
  }
}
