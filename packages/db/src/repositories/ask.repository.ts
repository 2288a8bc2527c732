import type { Insertable, Kysely } from 'kysely';
import type { AskAnswerTable, AskQuestionTable, AskTables } from '../tables/ask.tables.js';
import type { Tables } from '../tables/tables.js';

/** Which of the questions a reader may answer: a teacher's are their classes' pupils', an admin's all. */
export type AskReader = { teacherId: number } | 'admin';
export type AskState = 'waiting' | 'answered' | 'hidden';

/** At most this many questions in one list (the newest). */
const LIST_LIMIT = 200;

/**
 * 问答 (issue 17): questions, answers, and which pupils are in a teacher's classes in use. The
 * service checks who may ask; each list is one statement whatever its length.
 */
export class AskRepository {
  private readonly db: Kysely<Tables & AskTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<AskTables>();
  }

  async addQuestion(row: Insertable<AskQuestionTable>): Promise<number> {
    const { id } = await this.db.insertInto('ask_questions').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  private questions() {
    return this.db
      .selectFrom('ask_questions as q')
      .innerJoin('users as u', 'u.id', 'q.pupil_id')
      .selectAll('q')
      .select(['u.nickname as pupil_nickname', 'u.account as pupil_account'])
      .select((eb) =>
        eb
          .selectFrom('ask_answers as a')
          .whereRef('a.question_id', '=', 'q.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('answer_count'),
      );
  }

  findQuestion(id: number) {
    return this.questions().where('q.id', '=', id).executeTakeFirst();
  }

  pupilQuestions(pupilId: number) {
    return this.questions()
      .where('q.pupil_id', '=', pupilId)
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
  }

  /** The pupils of a teacher's classes in use. */
  private taught(teacherId: number) {
    return this.db
      .selectFrom('class_members as m')
      .innerJoin('classes as c', 'c.id', 'm.class_id')
      .select('m.pupil_id')
      .where('c.teacher_id', '=', teacherId)
      .where('c.archived_at', '=', 0);
  }

  inbox(reader: AskReader, state: AskState) {
    let query = this.questions();
    if (reader !== 'admin') query = query.where('q.pupil_id', 'in', this.taught(reader.teacherId));
    if (state === 'hidden') query = query.where('q.hidden_at', '>', 0);
    else query = query.where('q.hidden_at', '=', 0).where('q.answered_at', state === 'waiting' ? '=' : '>', 0);
    return query.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc').limit(LIST_LIMIT).execute();
  }

  async waitingCount(reader: AskReader): Promise<number> {
    let query = this.db
      .selectFrom('ask_questions as q')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('q.hidden_at', '=', 0)
      .where('q.answered_at', '=', 0);
    if (reader !== 'admin') query = query.where('q.pupil_id', 'in', this.taught(reader.teacherId));
    return Number((await query.executeTakeFirst())?.n ?? 0);
  }

  async teaches(teacherId: number, pupilId: number): Promise<boolean> {
    const row = await this.taught(teacherId).where('m.pupil_id', '=', pupilId).executeTakeFirst();
    return row !== undefined;
  }

  /** The classes in use the pupils are in: a teacher's own only, or every class for an admin. */
  classNames(reader: AskReader, pupilIds: readonly number[]) {
    if (pupilIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('class_members as m')
      .innerJoin('classes as c', 'c.id', 'm.class_id')
      .select(['m.pupil_id', 'c.name'])
      .where('m.pupil_id', 'in', [...new Set(pupilIds)])
      .where('c.archived_at', '=', 0);
    if (reader !== 'admin') query = query.where('c.teacher_id', '=', reader.teacherId);
    return query.orderBy('c.id').execute();
  }

  async countSince(pupilId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('ask_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pupil_id', '=', pupilId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async markSeen(id: number, at: number): Promise<void> {
    await this.db.updateTable('ask_questions').set({ seen_at: at }).where('id', '=', id).execute();
  }

  async setHidden(id: number, at: number): Promise<void> {
    await this.db.updateTable('ask_questions').set({ hidden_at: at }).where('id', '=', id).execute();
  }

  answers(questionId: number) {
    return this.db
      .selectFrom('ask_answers as a')
      .leftJoin('users as u', 'u.id', 'a.teacher_id')
      .selectAll('a')
      .select(['u.nickname as teacher_nickname', 'u.account as teacher_account'])
      .where('a.question_id', '=', questionId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
  }

  findAnswer(id: number) {
    return this.db
      .selectFrom('ask_answers as a')
      .leftJoin('users as u', 'u.id', 'a.teacher_id')
      .selectAll('a')
      .select(['u.nickname as teacher_nickname', 'u.account as teacher_account'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** Adds an answer and marks the question answered (so unread for the pupil), together. */
  addAnswer(row: Insertable<AskAnswerTable>): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('ask_answers').values(row).returning('id').executeTakeFirstOrThrow();
      await trx
        .updateTable('ask_questions')
        .set({ answered_at: row.created_at })
        .where('id', '=', row.question_id)
        .execute();
      return id;
    });
  }

  async setAnswerAudio(id: number, audio: string, audioType: string): Promise<void> {
    await this.db.updateTable('ask_answers').set({ audio, audio_type: audioType }).where('id', '=', id).execute();
  }

  async lessonTitle(lessonId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('textbook_lessons')
      .select('title')
      .where('category_id', '=', lessonId)
      .executeTakeFirst();
    return row?.title;
  }

  /** Every stored file of a pupil's questions and their answers (removed with the account). */
  async pupilFiles(pupilId: number): Promise<string[]> {
    const questions = await this.db
      .selectFrom('ask_questions')
      .select('image')
      .where('pupil_id', '=', pupilId)
      .execute();
    const answers = await this.db
      .selectFrom('ask_answers')
      .select(['image', 'audio'])
      .where('question_id', 'in', this.db.selectFrom('ask_questions').select('id').where('pupil_id', '=', pupilId))
      .execute();
    return [...questions.map((q) => q.image), ...answers.flatMap((a) => [a.image, a.audio])].filter(Boolean);
  }
}
