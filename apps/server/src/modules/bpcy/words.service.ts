import type { BpcyRepository, TextbookLessonRow, TextbookRepository, WordEntry, WordNoteRow } from '@yuwen/db';
import { DICTATION_MAX_WORDS, type LessonWord, type PupilNote, splitTone } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';
import type { HzzyService } from '../hzzy/hzzy.service.js';
import { type MediaService, pronunciationUrl } from '../media/media.service.js';
import type { TextbookService } from '../tbjx/textbook.service.js';
import { wordAudioUrl } from './word-audio.service.js';
import { selectLessonWords } from './word-selection.js';

/** Our note as the word page shows it. */
export function presentNote(note: WordNoteRow): PupilNote {
  return {
    meaning: note.meaning,
    example: note.example,
    synonyms: JSON.parse(note.synonyms) as string[],
    antonyms: JSON.parse(note.antonyms) as string[],
    measure: note.measure,
  };
}

/**
 * 部编词语 (issue 14): a lesson's or a unit's words (the printed 词语表, else our selection) and one
 * word's page, each word with its syllables and their recordings, and a teacher's recording of the
 * whole word when one was uploaded. Readings: our note's reviewed one, else
 * the word list's, else the word read in context (pinyin-pro through 汉字字源's annotation).
 */
export class WordsService {
  constructor(
    private readonly repo: BpcyRepository,
    private readonly textbook: TextbookService,
    private readonly textbookRepo: TextbookRepository,
    private readonly hzzy: HzzyService,
    private readonly media: MediaService,
  ) {}

  /** Words with their syllables, and our notes of those we wrote one for. */
  private async presentWithNotes(words: readonly string[], known: readonly WordEntry[] = []) {
    const byWord = new Map<string, WordEntry>();
    const [listed, noteRows, recorded, teacherRows] = await Promise.all([
      this.repo.findWords(words.filter((w) => !known.some((k) => k.word === w))),
      this.repo.findNotes(words),
      this.media.recordingFiles(),
      this.repo.findWordAudio(words),
    ]);
    const teacherAudio = new Map(teacherRows.map((row) => [row.word, wordAudioUrl(row.file)]));
    for (const entry of [...known, ...listed]) if (!byWord.has(entry.word)) byWord.set(entry.word, entry);
    const notes = new Map(noteRows.map((note) => [note.word, note]));
    const audioOf = (reading: string) => {
      const { syllable, tone } = splitTone(reading);
      return recorded.has(`${syllable}${tone}`) ? pronunciationUrl(syllable, tone) : '';
    };
    const presented: LessonWord[] = await Promise.all(
      words.map(async (word) => {
        const chars = [...word];
        // A reading of one syllable per character: the note's (reviewed) first, then the list's.
        const given = [notes.get(word)?.pinyin, byWord.get(word)?.pinyin]
          .map((pinyin) => pinyin?.split(/\s+/) ?? [])
          .find((readings) => readings.length === chars.length);
        const readings = given ?? (await this.hzzy.annotate(word)).map((c) => c.pinyin);
        return {
          word,
          pinyin: readings.join(' '),
          syllables: chars.map((char, i) => ({ char, pinyin: readings[i] ?? '', audio: audioOf(readings[i] ?? '') })),
          teacher_audio: teacherAudio.get(word) ?? '',
        };
      }),
    );
    return { words: presented, notes };
  }

  /** Words with their syllables and recordings. */
  async present(words: readonly string[], known: readonly WordEntry[] = []): Promise<LessonWord[]> {
    return (await this.presentWithNotes(words, known)).words;
  }

  /** A lesson's words: the printed 词语表, else our selection (with their list entries). */
  async wordsOf(lesson: TextbookLessonRow) {
    const printed = JSON.parse(lesson.words) as string[];
    if (printed.length > 0) return { source: 'printed' as const, words: printed, known: [] };
    const targets = [...new Set([...(lesson.xiezi || lesson.shizi)])];
    const [candidates, met] = await Promise.all([
      this.repo.commonWordsHolding(targets),
      this.textbook.charsMetBy(lesson),
    ]);
    const chosen = selectLessonWords(targets, candidates, met);
    return { source: 'selection' as const, words: chosen.map((entry) => entry.word), known: chosen };
  }

  async lessonWords(lessonId: number) {
    const lesson = await this.textbook.findLesson(lessonId);
    const { source, words, known } = await this.wordsOf(lesson);
    const presented = await this.presentWithNotes(words, known);
    return {
      lesson_id: lessonId,
      title: lesson.title,
      volume_id: lesson.volume_id,
      source,
      words: presented.words.map((word) => ({ ...word, has_note: presented.notes.has(word.word) })),
    };
  }

  /**
   * A unit's words for 听写: its lessons' in book order, each word once; `total` counts them all
   * and `words` holds the first DICTATION_MAX_WORDS.
   */
  async unitWords(unitId: number) {
    const unit = await this.textbookRepo.findUnit(unitId);
    if (!unit) throw AppError.notFound('没有这个单元');
    const [volumes, lessons] = await Promise.all([
      this.textbook.volumes(),
      this.textbookRepo.listLessons(unit.volume_id, unitId),
    ]);
    const volume = volumes.find((v) => v.id === unit.volume_id);
    const perLesson = await Promise.all(lessons.map((lesson) => this.wordsOf(lesson)));
    const all = [...new Set(perLesson.flatMap((lesson) => lesson.words))];
    const words = await this.present(
      all.slice(0, DICTATION_MAX_WORDS),
      perLesson.flatMap((lesson) => lesson.known),
    );
    const title = volume ? `${volume.name} ${unit.title}` : unit.title;
    return { unit_id: unitId, title, total: all.length, words };
  }

  async word(word: string) {
    const [entry] = await this.repo.findWords([word]);
    const { words, notes } = await this.presentWithNotes([word], entry ? [entry] : []);
    const note = notes.get(word);
    if (!entry && !note && (await this.hzzy.rowsOf(word)).length < [...word].length)
      throw AppError.notFound('没有找到这个词语');
    return {
      ...(words[0] as LessonWord),
      explanation: entry?.explanation ?? '',
      common: entry?.common === 1,
      pupil: note ? presentNote(note) : null,
    };
  }
}
