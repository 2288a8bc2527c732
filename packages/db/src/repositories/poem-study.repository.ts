import type { Kysely } from 'kysely';
import type { PoemStudyRow, PoetBioRow } from '../tables/poem-study.tables.js';
import type { Tables } from '../tables/tables.js';

/** Rows per insert: well under either engine's bound-parameter limit. */
const ROWS_PER_INSERT = 200;

/** A catalogue poem as the notes' importer matches it. */
export interface StudyCandidate {
  id: number;
  title: string;
  author: string;
  content: string;
}

/**
 * Our poem notes (注释, 译文, 赏析) and poets' modern biographies (issue 20): the importer replaces
 * them whole; poem and poet pages read one at a time.
 */
export class PoemStudyRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The poems of a collection in list order. */
  collectionPoems(collection: string): Promise<StudyCandidate[]> {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'content'])
      .where('collection', '=', collection)
      .orderBy('sort')
      .execute();
  }

  /** These poems, by id (order not kept). */
  poemsById(ids: readonly number[]): Promise<StudyCandidate[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('poems').select(['id', 'title', 'author', 'content']).where('id', 'in', ids).execute();
  }

  /** Every poem of these authors, in id order. */
  poemsByAuthors(authors: readonly string[]): Promise<StudyCandidate[]> {
    const names = [...new Set(authors)].filter((name) => name !== '');
    if (names.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'content'])
      .where('author', 'in', names)
      .orderBy('id')
      .execute();
  }

  /** Every textbook lesson's classics column (JSON), in book order. */
  async lessonClassics(): Promise<string[]> {
    const rows = await this.db.selectFrom('textbook_lessons').select('classics').orderBy('sort').execute();
    return rows.map((row) => row.classics);
  }

  /** Replaces every poem study and poet biography in one transaction. */
  async replaceAll(studies: readonly PoemStudyRow[], poets: readonly PoetBioRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('poem_studies').execute();
      await trx.deleteFrom('poet_bios').execute();
      for (let i = 0; i < studies.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('poem_studies')
          .values(studies.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < poets.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('poet_bios')
          .values(poets.slice(i, i + ROWS_PER_INSERT))
          .execute();
    });
  }

  findStudy(poemId: number): Promise<PoemStudyRow | undefined> {
    return this.db.selectFrom('poem_studies').selectAll().where('poem_id', '=', poemId).executeTakeFirst();
  }

  findPoetBio(name: string): Promise<PoetBioRow | undefined> {
    return this.db.selectFrom('poet_bios').selectAll().where('name', '=', name).executeTakeFirst();
  }
}
