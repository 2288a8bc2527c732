import type { BpcyRepository, DictationRow } from '@yuwen/db';
import {
  DICTATION_MAX_WORDS,
  type Dictation,
  type DictationMode,
  type DictationResult,
  type LessonWord,
} from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { HzzyService } from '../hzzy/hzzy.service.js';
import type { HzzyTrainingService } from '../hzzy/training/hzzy-training.service.js';
import type { WordListService } from './word-lists.service.js';
import { checkWordList } from './word-selection.js';
import type { WordsService } from './words.service.js';

const HISTORY_SIZE = 20;

/** What a dictation is of: exactly one of these (the call's parameters check it). */
export interface DictationSource {
  lesson_id?: number | undefined;
  unit_id?: number | undefined;
  /** A teacher's list's code. */
  list?: string | undefined;
  /** The pupil's own list as typed. */
  words?: string | undefined;
}

function presentResult(row: DictationRow): DictationResult {
  return {
    id: row.id,
    title: row.title,
    lesson_id: row.lesson_id ?? 0,
    mode: row.mode === 'paper' ? 'paper' : 'screen',
    total: row.total,
    correct: row.correct,
    score: row.score,
    wrong: JSON.parse(row.wrong) as string[],
    submitted_at: Number(row.submitted_at),
  };
}

/**
 * 听写 (issue 14): a lesson's or a unit's words, a teacher's list or the pupil's own list,
 * dictated on the client, handed in once with a mark per character; the characters written wrong
 * join the 错字本 and every character of the round moves its review.
 */
export class DictationService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly words: WordsService,
    private readonly hzzy: HzzyService,
    private readonly training: HzzyTrainingService,
    private readonly lists: WordListService,
  ) {}

  /** The title and words of what is dictated (at most DICTATION_MAX_WORDS). */
  private async wordsOf(source: DictationSource): Promise<{ title: string; words: LessonWord[] }> {
    if (source.lesson_id !== undefined) {
      const lesson = await this.words.lessonWords(source.lesson_id);
      if (lesson.words.length === 0) throw AppError.badRequest('这一课没有可以听写的词语');
      return {
        title: lesson.title,
        words: lesson.words.slice(0, DICTATION_MAX_WORDS).map(({ has_note: _, ...word }) => word),
      };
    }
    if (source.unit_id !== undefined) {
      const unit = await this.words.unitWords(source.unit_id);
      if (unit.words.length === 0) throw AppError.badRequest('这个单元没有可以听写的词语');
      return unit;
    }
    if (source.list !== undefined) {
      const list = await this.lists.open(source.list);
      return { title: list.name, words: list.words };
    }
    return { title: '我的听写', words: await this.words.present(checkWordList(source.words ?? '')) };
  }

  async start(userId: number, source: DictationSource, now = Date.now()): Promise<Dictation> {
    const { title, words } = await this.wordsOf(source);
    const lessonId = source.lesson_id ?? null;
    const id = await this.repo.insertDictation({
      user_id: userId,
      title,
      lesson_id: lessonId,
      words: JSON.stringify(words.map((w) => w.word)),
      total: words.length,
      created_at: now,
    });
    return { id, title, lesson_id: lessonId ?? 0, words };
  }

  async submit(
    userId: number,
    id: number,
    mode: DictationMode,
    marks: readonly (readonly boolean[])[],
    now = Date.now(),
  ) {
    const row = await this.repo.findDictation(id);
    if (!row || row.user_id !== userId) throw AppError.notFound('没有这次听写');
    if (Number(row.submitted_at) > 0) throw AppError.badRequest('这次听写已经交过了');
    const words = JSON.parse(row.words) as string[];
    const fits = marks.length === words.length && words.every((word, i) => [...word].length === marks[i]?.length);
    if (!fits) throw AppError.badRequest('结果与听写的词语不符');
    const rightChars = new Set<string>();
    const wrongChars = new Set<string>();
    words.forEach((word, i) => {
      for (const [j, char] of [...word].entries()) (marks[i]?.[j] ? rightChars : wrongChars).add(char);
    });
    const correct = marks.filter((word) => word.every(Boolean)).length;
    const result = {
      mode,
      wrong: JSON.stringify([...wrongChars]),
      correct,
      score: Math.round((correct / words.length) * 100),
      submitted_at: now,
    };
    if (!(await this.repo.submitDictation(id, result))) throw AppError.badRequest('这次听写已经交过了');
    // A character written both right and wrong in one round counts as wrong: it needs practice.
    const rows = await this.hzzy.rowsOf(new Set([...rightChars, ...wrongChars]));
    await this.training.applyAnswers(
      userId,
      rows.map((r) => ({ char_id: r.id, kind: 'write' as const, correct: !wrongChars.has(r.char) })),
      now,
    );
    return presentResult({ ...row, ...result });
  }

  async history(userId: number): Promise<DictationResult[]> {
    return (await this.repo.listSubmitted(userId, HISTORY_SIZE)).map(presentResult);
  }
}
