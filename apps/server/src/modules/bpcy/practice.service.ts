import type { BpcyRepository, WordNoteRow, WordPracticeRow } from '@yuwen/db';
import {
  FORM_INT_MAX,
  WORD_PRACTICE_MIN_WORDS,
  type WordPractice,
  type WordPracticeKind,
  type WordPracticeResult,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { TextbookService } from '../tbjx/textbook.service.js';
import {
  buildPractice,
  type Mark,
  markPractice,
  type PracticeNote,
  type StoredQuestion,
  usableNotes,
  withoutAnswers,
} from './word-practice.js';
import type { WordsService } from './words.service.js';

/** How many handed-in rounds of a lesson the history lists. */
const HISTORY_SIZE = 20;

/** What the pupil is told when a lesson has too few words to practise this way. */
const TOO_FEW: Record<WordPracticeKind, string> = {
  meaning: `这一课写好词语卡的词语还不到${WORD_PRACTICE_MIN_WORDS}个，暂时不能选意思，先去认认词语吧`,
  fill: `这一课写好词语卡的词语还不到${WORD_PRACTICE_MIN_WORDS}个，暂时不能填一填，先去认认词语吧`,
  pair: `这一课有近义词或反义词的词语还不到${WORD_PRACTICE_MIN_WORDS}个，换个练习试试吧`,
};

const practiceNote = (row: WordNoteRow): PracticeNote => ({
  word: row.word,
  pinyin: row.pinyin,
  meaning: row.meaning,
  example: row.example,
  synonyms: JSON.parse(row.synonyms) as string[],
  antonyms: JSON.parse(row.antonyms) as string[],
});

function presentResult(row: WordPracticeRow): WordPracticeResult {
  const marks = JSON.parse(row.marks || '[]') as Mark[];
  return {
    id: row.id,
    lesson_id: row.lesson_id,
    kind: row.kind as WordPracticeKind,
    total: row.total,
    correct: row.correct,
    score: row.score,
    marks,
    again: [...new Set(marks.filter((mark) => !mark.correct).map((mark) => mark.word))],
    submitted_at: Number(row.submitted_at),
  };
}

/**
 * 选意思, 填一填 and 找朋友 (issue 14) over a lesson's words that have our notes: built on the
 * server from a seed (the same seed, the same round), the answers kept here until the round is
 * handed in once, the results kept per pupil.
 */
export class WordPracticeService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly words: WordsService,
    private readonly textbook: TextbookService,
  ) {}

  async start(
    userId: number,
    lessonId: number,
    kind: WordPracticeKind,
    seed = 1 + Math.floor(Math.random() * (FORM_INT_MAX - 1)),
    now = Date.now(),
  ): Promise<WordPractice> {
    const lesson = await this.textbook.findLesson(lessonId);
    const { words } = await this.words.wordsOf(lesson);
    const volume = await this.repo.volumeKey(lesson.volume_id);
    const [rows, poolRows] = await Promise.all([
      this.repo.findNotes(words),
      volume === undefined ? [] : this.repo.notesOfVolume(volume),
    ]);
    // The lesson's order, so the seed alone decides the round.
    const notes = words.flatMap((word) => rows.filter((row) => row.word === word)).map(practiceNote);
    if (usableNotes(kind, notes).length < WORD_PRACTICE_MIN_WORDS) throw AppError.badRequest(TOO_FEW[kind]);
    const questions = buildPractice(kind, notes, poolRows.map(practiceNote), seed);
    const total = questions.reduce((sum, q) => sum + (q.kind === 'pair' ? q.words.length : 1), 0);
    if (total < WORD_PRACTICE_MIN_WORDS) throw AppError.badRequest(TOO_FEW[kind]);
    const id = await this.repo.insertPractice({
      user_id: userId,
      lesson_id: lessonId,
      kind,
      seed,
      questions: JSON.stringify(questions),
      total,
      created_at: now,
    });
    return { id, lesson_id: lessonId, kind, seed, questions: withoutAnswers(questions) };
  }

  async submit(
    userId: number,
    id: number,
    answers: readonly (number | readonly number[])[],
    now = Date.now(),
  ): Promise<WordPracticeResult> {
    const row = await this.repo.findPractice(id);
    // Another pupil's round is "not found", like one that does not exist.
    if (!row || row.user_id !== userId) throw AppError.notFound('没有这次练习');
    if (Number(row.submitted_at) > 0) throw AppError.badRequest('这次练习已经交过了');
    const marks = markPractice(JSON.parse(row.questions) as StoredQuestion[], answers);
    if (!marks) throw AppError.badRequest('答案与题目不符');
    const correct = marks.filter((mark) => mark.correct).length;
    const result = {
      marks: JSON.stringify(marks),
      correct,
      score: Math.round((correct / marks.length) * 100),
      submitted_at: now,
    };
    if (!(await this.repo.submitPractice(id, result))) throw AppError.badRequest('这次练习已经交过了');
    return presentResult({ ...row, ...result });
  }

  async history(userId: number, lessonId: number): Promise<WordPracticeResult[]> {
    await this.textbook.findLesson(lessonId);
    return (await this.repo.listSubmittedPractices(userId, lessonId, HISTORY_SIZE)).map(presentResult);
  }
}
