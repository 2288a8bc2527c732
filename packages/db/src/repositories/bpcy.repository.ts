import { type Insertable, type Kysely, sql } from 'kysely';
import type {
  DictationRow,
  DictationTable,
  WordAudioRow,
  WordAudioTable,
  WordListRow,
  WordListTable,
  WordNoteRow,
  WordNoteTable,
  WordPracticeRow,
  WordPracticeTable,
} from '../tables/bpcy.tables.js';
import type { Tables } from '../tables/tables.js';

/** A word of the imported lists as 部编词语 reads it. */
export interface WordEntry {
  word: string;
  pinyin: string;
  frequency: number;
  explanation: string;
  common: number;
}

/** Rows per insert when the notes are replaced (10 columns each, well within SQLite's parameter limit). */
const NOTES_PER_INSERT = 50;

/**
 * 部编词语: the word lists read by lesson and word, our word notes, pupils' 听写 and practice rounds,
 * teachers' recordings of words and teachers' word lists.
 */
export class BpcyRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /**
   * Common words of 2–4 characters holding any of these characters: those we wrote a note for first
   * (a pupil gets our meaning and example), then by frequency.
   */
  commonWordsHolding(chars: readonly string[]): Promise<WordEntry[]> {
    if (chars.length === 0) return Promise.resolve([]);
    return (
      this.db
        .selectFrom('words')
        .select(['word', 'pinyin', 'frequency', 'explanation', 'common'])
        .where('common', '=', 1)
        .where(sql<number>`length(word)`, '>=', 2)
        .where(sql<number>`length(word)`, '<=', 4)
        .where('id', 'in', (eb) => eb.selectFrom('word_chars').select('word_id').where('char', 'in', chars))
        // Words our notes judged not for pupils (STYLE.md `skip`).
        .where('word', 'not in', (eb) => eb.selectFrom('word_notes').select('word').where('skip', '=', 1))
        .orderBy((eb) => eb.case().when('word', 'in', eb.selectFrom('word_notes').select('word')).then(0).else(1).end())
        .orderBy('frequency', 'desc')
        .orderBy('id')
        .execute()
    );
  }

  /** These words as the lists hold them (one row a word; the common one first when a word repeats). */
  findWords(words: readonly string[]): Promise<WordEntry[]> {
    if (words.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('words')
      .select(['word', 'pinyin', 'frequency', 'explanation', 'common'])
      .where('word', 'in', words)
      .orderBy('common', 'desc')
      .orderBy('frequency', 'desc')
      .execute();
  }

  async insertDictation(row: Insertable<DictationTable>): Promise<number> {
    const inserted = await this.db.insertInto('dictations').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  findDictation(id: number): Promise<DictationRow | undefined> {
    return this.db.selectFrom('dictations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Hands a dictation in once: answers false when it was already handed in. */
  async submitDictation(
    id: number,
    result: { mode: string; wrong: string; correct: number; score: number; submitted_at: number },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('dictations')
      .set(result)
      .where('id', '=', id)
      .where('submitted_at', '=', 0)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  listSubmitted(userId: number, limit: number): Promise<DictationRow[]> {
    return this.db
      .selectFrom('dictations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('submitted_at', '>', 0)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Replaces every word note in one transaction, so readers see the old notes or the new ones, never half. */
  async replaceWordNotes(rows: readonly WordNoteRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('word_notes').execute();
      for (let i = 0; i < rows.length; i += NOTES_PER_INSERT)
        await trx
          .insertInto('word_notes')
          .values(rows.slice(i, i + NOTES_PER_INSERT) as Insertable<WordNoteTable>[])
          .execute();
    });
  }

  /** The notes of these words (those we wrote). */
  findNotes(words: readonly string[]): Promise<WordNoteRow[]> {
    if (words.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('word_notes').selectAll().where('word', 'in', words).execute();
  }

  /** The key (g2a …) of a textbook volume, by its category id. */
  async volumeKey(volumeId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('textbook_volumes')
      .select('key')
      .where('category_id', '=', volumeId)
      .executeTakeFirst();
    return row?.key;
  }

  /** A volume's notes in printed order. */
  notesOfVolume(volume: string): Promise<WordNoteRow[]> {
    return this.db.selectFrom('word_notes').selectAll().where('volume', '=', volume).orderBy('sort').execute();
  }

  async insertPractice(row: Insertable<WordPracticeTable>): Promise<number> {
    const inserted = await this.db.insertInto('word_practices').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  findPractice(id: number): Promise<WordPracticeRow | undefined> {
    return this.db.selectFrom('word_practices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Hands a practice round in once: answers false when it was already handed in. */
  async submitPractice(
    id: number,
    result: { marks: string; correct: number; score: number; submitted_at: number },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('word_practices')
      .set(result)
      .where('id', '=', id)
      .where('submitted_at', '=', 0)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** The pupil's handed-in rounds of a lesson, latest first. */
  listSubmittedPractices(userId: number, lessonId: number, limit: number): Promise<WordPracticeRow[]> {
    return this.db
      .selectFrom('word_practices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .where('submitted_at', '>', 0)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The teachers' recordings of these words (those recorded). */
  findWordAudio(words: readonly string[]): Promise<WordAudioRow[]> {
    if (words.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('word_audio').selectAll().where('word', 'in', words).execute();
  }

  /** The recording stored under this file name (serving checks it is one of ours), or undefined. */
  findWordAudioFile(file: string) {
    return this.db.selectFrom('word_audio').select(['file', 'mime']).where('file', '=', file).executeTakeFirst();
  }

  /** Stores the word's recording, replacing the earlier one; answers the replaced file name, if any. */
  async replaceWordAudio(row: Insertable<WordAudioTable>): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('word_audio').select('file').where('word', '=', row.word).executeTakeFirst();
      await trx.deleteFrom('word_audio').where('word', '=', row.word).execute();
      await trx.insertInto('word_audio').values(row).execute();
      return old?.file;
    });
  }

  /** Removes the word's recording; answers its file name, or undefined when there was none. */
  async removeWordAudio(word: string): Promise<string | undefined> {
    const row = await this.db.deleteFrom('word_audio').where('word', '=', word).returning('file').executeTakeFirst();
    return row?.file;
  }

  /** Stores a teacher's list; answers false when its code is taken (the caller draws another). */
  async insertWordList(row: Insertable<WordListTable>): Promise<boolean> {
    const inserted = await this.db
      .insertInto('word_lists')
      .values(row)
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  findWordList(code: string): Promise<WordListRow | undefined> {
    return this.db.selectFrom('word_lists').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** A teacher's lists, newest first. */
  listWordLists(ownerId: number): Promise<WordListRow[]> {
    return this.db
      .selectFrom('word_lists')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Removes a teacher's own list; answers whether one went. */
  async removeWordList(ownerId: number, code: string): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('word_lists')
      .where('owner_id', '=', ownerId)
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }
}
