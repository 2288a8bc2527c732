import type { BpcyRepository, WordEntry } from '@yuwen/db';
import { type LessonWord, splitTone } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { HzzyService } from '../hzzy/hzzy.service.js';
import { type MediaService, pronunciationUrl } from '../media/media.service.js';
import type { TextbookService } from '../tbjx/textbook.service.js';
import { selectLessonWords } from './word-selection.js';

/**
 * 部编词语 (issue 14): a lesson's words (the printed 词语表, else our selection) and one word's
 * page, each word with its syllables and their recordings. Readings come from the word list; a
 * word it lacks is read in context (pinyin-pro through 汉字字源's annotation).
 */
export class WordsService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly textbook: TextbookService,
    private readonly hzzy: HzzyService,
    private readonly media: MediaService,
  ) {}

  /** Words with their syllables: the lists' pinyin when it has one reading per character. */
  async present(words: readonly string[], known: readonly WordEntry[] = []): Promise<LessonWord[]> {
    const byWord = new Map<string, WordEntry>();
    for (const entry of [
      ...known,
      ...(await this.repo.findWords(words.filter((w) => !known.some((k) => k.word === w)))),
    ])
      if (!byWord.has(entry.word)) byWord.set(entry.word, entry);
    const recorded = await this.media.recordingFiles();
    const audioOf = (reading: string) => {
      const { syllable, tone } = splitTone(reading);
      return recorded.has(`${syllable}${tone}`) ? pronunciationUrl(syllable, tone) : '';
    };
    return Promise.all(
      words.map(async (word) => {
        const chars = [...word];
        const listed = byWord.get(word)?.pinyin.split(/\s+/) ?? [];
        const readings =
          listed.length === chars.length ? listed : (await this.hzzy.annotate(word)).map((c) => c.pinyin);
        return {
          word,
          pinyin: readings.join(' '),
          syllables: chars.map((char, i) => ({ char, pinyin: readings[i] ?? '', audio: audioOf(readings[i] ?? '') })),
        };
      }),
    );
  }

  async lessonWords(lessonId: number) {
    const lesson = await this.textbook.findLesson(lessonId);
    const printed = JSON.parse(lesson.words) as string[];
    if (printed.length > 0) {
      return {
        lesson_id: lessonId,
        title: lesson.title,
        source: 'printed' as const,
        words: await this.present(printed),
      };
    }
    const targets = [...new Set([...(lesson.xiezi || lesson.shizi)])];
    const [candidates, met] = await Promise.all([
      this.repo.commonWordsHolding(targets),
      this.textbook.charsMetBy(lesson),
    ]);
    const chosen = selectLessonWords(targets, candidates, met);
    return {
      lesson_id: lessonId,
      title: lesson.title,
      source: 'selection' as const,
      words: await this.present(
        chosen.map((entry) => entry.word),
        chosen,
      ),
    };
  }

  async word(word: string) {
    const [entry] = await this.repo.findWords([word]);
    const [presented] = await this.present([word], entry ? [entry] : []);
    if (!entry && (await this.hzzy.rowsOf(word)).length < [...word].length) throw AppError.notFound('没有找到这个词语');
    return {
      ...(presented as LessonWord),
      explanation: entry?.explanation ?? '',
      common: entry?.common === 1,
    };
  }
}
