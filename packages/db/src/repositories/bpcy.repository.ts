import { type Insertable, type Kysely, sql } from 'kysely';
import type { DictationRow, DictationTable } from '../tables/bpcy.tables.js';
import type { Tables } from '../tables/tables.js';

/** A word of the imported lists as 部编词语 reads it. */
export interface WordEntry {
  word: string;
  pinyin: string;
  frequency: number;
  explanation: string;
  common: number;
}

/** 部编词语: the word lists read by lesson and word, and pupils' 听写 rounds. */
export class BpcyRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Common words of 2–4 characters holding any of these characters, most frequent first. */
  commonWordsHolding(chars: readonly string[]): Promise<WordEntry[]> {
    if (chars.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('words')
      .select(['word', 'pinyin', 'frequency', 'explanation', 'common'])
      .where('common', '=', 1)
      .where(sql<number>`length(word)`, '>=', 2)
      .where(sql<number>`length(word)`, '<=', 4)
      .where('id', 'in', (eb) => eb.selectFrom('word_chars').select('word_id').where('char', 'in', chars))
      .orderBy('frequency', 'desc')
      .orderBy('id')
      .execute();
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
}
