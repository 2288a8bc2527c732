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
 * Writes the pupil dictionary (issue 7) onto the catalogue rows the package import made: the
 * columns it owns are characters.basic_paraphrase and idioms.origin/example. Each replace clears
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
