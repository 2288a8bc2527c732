import type { AskReader, AskRepository } from '@yuwen/db';
import {
  type AskAnswer,
  type AskArea,
  type AskQuestion,
  type AskQuestionInfo,
  type AskState,
  CODE,
  type FaqEntry,
} from '@yuwen/protocol';
import { DAY_MS } from '../../lib/china-time.js';
import { AppError } from '../../plugins/app-error.js';
import { requireRole, type SessionUser } from '../../plugins/auth.plugin.js';
import type { MediaSource } from '../../plugins/media-sender.js';
import { hasUnread, presentAnswer, presentQuestion } from './ask.presenter.js';
import { ASK_FAQ } from './ask-faq.data.js';
import type { AskFiles } from './ask-files.js';

const NO_QUESTION = '没有找到这个问题';
const NO_ANSWER = '没有找到这条回答';

/** How many questions one pupil may ask in a minute and in a day. */
export interface AskLimits {
  perMinute: number;
  perDay: number;
}
type QuestionRow = NonNullable<Awaited<ReturnType<AskRepository['findQuestion']>>>;

/**
 * 问答 (issue 17). A pupil reads only their own questions; a teacher only those of pupils in their
 * classes in use; an admin all. Anything else answers "not found", so ids reveal nothing. A teacher
 * may put a question aside (hidden): it leaves the 待回答 list, the pupil still sees it, marked so.
 */
export class AskService {
  constructor(
    private readonly repo: AskRepository,
    private readonly files: AskFiles,
    private readonly limits: AskLimits,
  ) {}

  async faq(): Promise<FaqEntry[]> {
    return [...ASK_FAQ];
  }

  /** Teachers answer their classes' pupils; admins everyone; anyone else no one. */
  private readerOf(user: SessionUser): AskReader | undefined {
    if (user.role === 'admin') return 'admin';
    return user.role === 'teacher' ? { teacherId: user.id } : undefined;
  }

  private async mayAnswer(user: SessionUser, row: QuestionRow): Promise<AskReader | undefined> {
    const reader = this.readerOf(user);
    if (!reader) return undefined;
    if (reader === 'admin' || (await this.repo.teaches(reader.teacherId, row.pupil_id))) return reader;
    return undefined;
  }

  /** The question when the user asked it or may answer it, else "not found". */
  private async readable(user: SessionUser, id: number) {
    const row = await this.repo.findQuestion(id);
    if (!row) throw AppError.notFound(NO_QUESTION);
    const reader = await this.mayAnswer(user, row);
    if (row.pupil_id !== user.id && !reader) throw AppError.notFound(NO_QUESTION);
    return { row, reader };
  }

  private async answerable(user: SessionUser, id: number) {
    requireRole(user, 'teacher');
    const row = await this.repo.findQuestion(id);
    const reader = row && (await this.mayAnswer(user, row));
    if (!row || !reader) throw AppError.notFound(NO_QUESTION);
    return { row, reader };
  }

  private async classNames(reader: AskReader, pupilIds: readonly number[]): Promise<Map<number, string[]>> {
    const byPupil = new Map<number, string[]>();
    for (const { pupil_id, name } of await this.repo.classNames(reader, pupilIds)) {
      byPupil.set(pupil_id, [...(byPupil.get(pupil_id) ?? []), name]);
    }
    return byPupil;
  }

  private async presentFor(reader: AskReader | undefined, user: SessionUser, row: QuestionRow) {
    const classNames = reader ? (await this.classNames(reader, [row.pupil_id])).get(row.pupil_id) : undefined;
    return presentQuestion(row, { asker: row.pupil_id === user.id, ...(classNames && { classNames }) });
  }

  async ask(
    user: SessionUser,
    input: { text: string; area: AskArea | ''; lesson_id?: number | undefined },
    image: Buffer | undefined,
    now = Date.now(),
  ): Promise<AskQuestion> {
    requireRole(user, 'pupil');
    if (this.limits.perMinute > 0 && (await this.repo.countSince(user.id, now - 60_000)) >= this.limits.perMinute) {
      throw new AppError(CODE.tooManyRequests, '问得有点快了，请过一分钟再问');
    }
    if (this.limits.perDay > 0 && (await this.repo.countSince(user.id, now - DAY_MS)) >= this.limits.perDay) {
      throw new AppError(CODE.tooManyRequests, '今天已经问了很多问题，明天再来问吧');
    }
    let topic = '';
    if (input.lesson_id !== undefined) {
      topic = (await this.repo.lessonTitle(input.lesson_id)) ?? '';
      if (!topic) throw AppError.badRequest('没有找到这篇课文，请重新选择');
    }
    const picture = image && image.length > 0 ? await this.files.saveImage(image) : '';
    const id = await this.repo.addQuestion({
      pupil_id: user.id,
      text: input.text,
      image: picture,
      area: input.area,
      lesson_id: input.lesson_id ?? null,
      topic,
      created_at: now,
    });
    return this.presentFor(undefined, user, await this.found(id));
  }

  private async found(id: number): Promise<QuestionRow> {
    const row = await this.repo.findQuestion(id);
    if (!row) throw AppError.notFound(NO_QUESTION);
    return row;
  }

  async mine(user: SessionUser): Promise<{ questions: AskQuestion[]; unread: number }> {
    const rows = await this.repo.pupilQuestions(user.id);
    return {
      questions: rows.map((row) => presentQuestion(row, { asker: true })),
      unread: rows.filter(hasUnread).length,
    };
  }

  /** One question with its answers; the asker opening it reads its answers. */
  async info(user: SessionUser, id: number, now = Date.now()): Promise<AskQuestionInfo> {
    const { row, reader } = await this.readable(user, id);
    const answers = await this.repo.answers(id);
    let seen = row;
    if (row.pupil_id === user.id && hasUnread(row)) {
      await this.repo.markSeen(id, now);
      seen = { ...row, seen_at: now };
    }
    return {
      ...(await this.presentFor(reader, user, seen)),
      answers: answers.map(presentAnswer),
      can_answer: reader !== undefined,
    };
  }

  async inbox(user: SessionUser, state: AskState): Promise<{ questions: AskQuestion[]; waiting: number }> {
    requireRole(user, 'teacher');
    const reader = this.readerOf(user) as AskReader;
    const rows = await this.repo.inbox(reader, state);
    const classNames = await this.classNames(
      reader,
      rows.map((r) => r.pupil_id),
    );
    return {
      questions: rows.map((row) =>
        presentQuestion(row, { asker: row.pupil_id === user.id, classNames: classNames.get(row.pupil_id) ?? [] }),
      ),
      waiting: await this.repo.waitingCount(reader),
    };
  }

  async answer(
    user: SessionUser,
    questionId: number,
    text: string,
    image: Buffer | undefined,
    now = Date.now(),
  ): Promise<AskAnswer> {
    await this.answerable(user, questionId);
    const picture = image && image.length > 0 ? await this.files.saveImage(image) : '';
    const id = await this.repo.addAnswer({
      question_id: questionId,
      teacher_id: user.id,
      text,
      image: picture,
      created_at: now,
    });
    return presentAnswer(await this.ownAnswer(user, id));
  }

  /** An answer the user wrote, to a question they may still answer. */
  private async ownAnswer(user: SessionUser, id: number) {
    requireRole(user, 'teacher');
    const row = await this.repo.findAnswer(id);
    if (!row || row.teacher_id !== user.id) throw AppError.notFound(NO_ANSWER);
    return row;
  }

  async answerAudio(user: SessionUser, answerId: number, upload: Buffer | undefined): Promise<AskAnswer> {
    const before = await this.ownAnswer(user, answerId);
    await this.answerable(user, before.question_id).catch(() => {
      throw AppError.notFound(NO_ANSWER);
    });
    const { name, type } = await this.files.saveRecording(upload);
    await this.repo.setAnswerAudio(answerId, name, type);
    if (before.audio) await this.files.remove(before.audio);
    return presentAnswer({ ...before, audio: name, audio_type: type });
  }

  async hide(user: SessionUser, questionId: number, hidden: boolean, now = Date.now()): Promise<AskQuestion> {
    const { row, reader } = await this.answerable(user, questionId);
    const hiddenAt = hidden ? now : 0;
    await this.repo.setHidden(questionId, hiddenAt);
    return this.presentFor(reader, user, { ...row, hidden_at: hiddenAt });
  }

  /** A question's picture, or an answer's picture or recording, for who may read the question. */
  async file(
    user: SessionUser,
    questionId: number,
    answerId: number | undefined,
    kind: 'image' | 'audio',
  ): Promise<{ source: MediaSource | undefined; type: string }> {
    const { row } = await this.readable(user, questionId);
    if (answerId === undefined) {
      const name = kind === 'image' ? row.image : '';
      return { source: name ? this.files.source(name) : undefined, type: 'image/webp' };
    }
    const answer = await this.repo.findAnswer(answerId);
    if (!answer || answer.question_id !== questionId) throw AppError.notFound(NO_ANSWER);
    const name = kind === 'image' ? answer.image : answer.audio;
    return {
      source: name ? this.files.source(name) : undefined,
      type: kind === 'image' ? 'image/webp' : answer.audio_type,
    };
  }

  /** Account deletion: the pupil's questions' files go once the rows have. */
  async cleanup(userId: number): Promise<(() => Promise<void>) | undefined> {
    const names = await this.repo.pupilFiles(userId);
    if (names.length === 0) return undefined;
    return async () => {
      for (const name of names) await this.files.remove(name);
    };
  }
}
