import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../tables/tables.js';

export interface CharacterParaphrase {
  char: string;
  /** The formatted 基本释义 text (see the importer's pupil-dictionary source). */
  text: string;
}

export interface IdiomNotes {
  idiom: string;
  origin: string;
  example: string;
  /** Marked for a person's review (unsure, or unsuited to young pupils): listed after the others. */
  review: boolean;
}

/**
 * How suited an idiom is to pupils (idioms.pupil_rank, migration 0021; issue 20 items 5 and 10): the
 * character's example idioms and search order by it, and example idioms never show obscure or unsuitable ones.
 */
export const IDIOM_RANK = {
  /** One pupils meet in class: the textbook's word lists and titles, or our idiom stories. */
  textbook: 0,
  /** In our reviewed pupil dictionary (the most frequent idioms, written up for pupils). */
  reviewed: 1,
  /** Among the most frequent idioms, or in the pupil dictionary but marked for review (the default until ranked). */
  common: 2,
  /** Rare: none of the above. */
  obscure: 3,
  /** On our curated list of idioms unsuited to children (importer data/idiom-ranking/unsuitable.txt). */
  unsuitable: 4,
} as const;

export type IdiomRank = (typeof IDIOM_RANK)[keyof typeof IDIOM_RANK];

/** The largest the example idioms and search still show to pupils as a character's examples. */
export const SHOWN_IDIOM_RANK: IdiomRank = IDIOM_RANK.common;

/** How many idioms one `in (…)` list holds (SQLite takes at most 32,766 parameters). */
const RANK_BATCH = 500;

/**
 * Writes the pupil dictionary (issue 7) onto the catalogue rows the package import made: the
 * columns it owns are characters.basic_paraphrase and idioms.origin/example/pupil_review/pupil_rank. Each replace clears
 * what an earlier version wrote, so an entry taken out of the data disappears too.
 */
export class PupilDictionaryRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Runs `work` in one transaction, so readers see the old dictionary or the new one, never half. */
  static inTransaction<T>(db: Kysely<Tables>, work: (repo: PupilDictionaryRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx: Transaction<Tables>) => work(new PupilDictionaryRepository(trx)));
  }

  /** Sets basic_paraphrase of the given characters, clears the others; answers the characters without a row. */
  async replaceParaphrases(rows: readonly CharacterParaphrase[]): Promise<string[]> {
    await this.db.updateTable('characters').set({ basic_paraphrase: '' }).where('basic_paraphrase', '<>', '').execute();
    const missing: string[] = [];
    for (const row of rows) {
      const result = await this.db
        .updateTable('characters')
        .set({ basic_paraphrase: row.text })
        .where('char', '=', row.char)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) missing.push(row.char);
    }
    return missing;
  }

  /**
   * Ranks every idiom: the `commonCount` most frequent common and the rest obscure, then each named idiom
   * as given. Answers the named idioms without a row.
   */
  async replaceIdiomRanks(commonCount: number, named: ReadonlyMap<string, IdiomRank>): Promise<string[]> {
    await this.db.updateTable('idioms').set({ pupil_rank: IDIOM_RANK.obscure }).execute();
    await this.db
      .updateTable('idioms')
      .set({ pupil_rank: IDIOM_RANK.common })
      .where('id', 'in', (eb) =>
        eb.selectFrom('idioms').select('id').orderBy('frequency', 'desc').orderBy('id').limit(commonCount),
      )
      .execute();
    const found = new Set<string>();
    const byRank = new Map<IdiomRank, string[]>();
    for (const [idiom, rank] of named) byRank.set(rank, [...(byRank.get(rank) ?? []), idiom]);
    for (const [rank, idioms] of byRank)
      for (let at = 0; at < idioms.length; at += RANK_BATCH) {
        const batch = idioms.slice(at, at + RANK_BATCH);
        await this.db.updateTable('idioms').set({ pupil_rank: rank }).where('idiom', 'in', batch).execute();
        const rows = await this.db.selectFrom('idioms').select('idiom').where('idiom', 'in', batch).execute();
        for (const row of rows) found.add(row.idiom);
      }
    return [...named.keys()].filter((idiom) => !found.has(idiom));
  }

  /** Sets origin, example and review mark of the given idioms (matched by text), clears the others; answers the idioms without a row. */
  async replaceIdiomNotes(rows: readonly IdiomNotes[]): Promise<string[]> {
    await this.db
      .updateTable('idioms')
      .set({ origin: '', example: '', pupil_review: 0 })
      .where((eb) => eb.or([eb('origin', '<>', ''), eb('example', '<>', ''), eb('pupil_review', '<>', 0)]))
      .execute();
    const missing: string[] = [];
    for (const row of rows) {
      const result = await this.db
        .updateTable('idioms')
        .set({ origin: row.origin, example: row.example, pupil_review: row.review ? 1 : 0 })
        .where('idiom', '=', row.idiom)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) missing.push(row.idiom);
    }
    return missing;
  }
}
