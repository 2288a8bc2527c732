import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { BooksTables } from '../tables/books.tables.js';
import type { QmdwRoundRow, QmdwRoundTable, SxydTables } from '../tables/sxyd.tables.js';
import type { Tables } from '../tables/tables.js';

/** A level's results: rounds finished, best points, rounds won. */
export interface QmdwLevelRow {
  level: number;
  rounds: number;
  best: number;
  won: number;
  points: number;
}

/** 视听阅读 (issue 15): the poems and primers' chapters it plays, and 听音辨位's rounds. */
export class SxydRepository {
  private readonly db: Kysely<Tables & BooksTables & SxydTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<BooksTables & SxydTables>();
  }

  /** A collection's poems in order, each marked when a teacher recorded it. */
  listPoems(collection: string) {
    return this.db
      .selectFrom('poems')
      .leftJoin('poem_audio', 'poem_audio.poem_id', 'poems.id')
      .select([
        'poems.id',
        'poems.title',
        'poems.author',
        'poems.dynasty',
        'poems.grade_band',
        'poem_audio.id as audio_id',
      ])
      .where('poems.collection', '=', collection)
      .orderBy('poems.sort')
      .execute();
  }

  /** The classical primers' chapters (no text), book by book in the library's order. */
  listClassicChapters() {
    return this.db
      .selectFrom('book_chapters')
      .innerJoin('books', 'books.id', 'book_chapters.book_id')
      .select(['books.id as book_id', 'books.key', 'books.title as book', 'book_chapters.sort', 'book_chapters.title'])
      .where('books.kind', '=', 'classic')
      .orderBy('books.sort')
      .orderBy('book_chapters.sort')
      .execute();
  }

  /** The poems of a collection in these grade bands, with text and pinyin (the game's material). */
  gamePoems(collection: string, bands: readonly string[]) {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'content', 'pinyin'])
      .where('collection', '=', collection)
      .where('grade_band', 'in', bands)
      .where('pinyin', '<>', '')
      .orderBy('sort')
      .execute();
  }

  // ── 听音辨位 ──────────────────────────────────────────────────────────────────────────────────

  async insertRound(row: Insertable<QmdwRoundTable>): Promise<number> {
    const { id } = await this.db.insertInto('qmdw_rounds').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  /** The pupil's own round, or undefined (someone else's is not found). */
  findRound(id: number, userId: number): Promise<QmdwRoundRow | undefined> {
    return this.db
      .selectFrom('qmdw_rounds')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Any pupil's round by its id and secret (the sound addresses carry both). */
  findRoundBySecret(id: number, secret: string) {
    return this.db
      .selectFrom('qmdw_rounds')
      .select(['questions'])
      .where('id', '=', id)
      .where('secret', '=', secret)
      .executeTakeFirst();
  }

  /** Saves a round still playing; false when it had already ended (two answers at once). */
  async updateOpenRound(id: number, changes: Updateable<QmdwRoundTable>, chosenBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('qmdw_rounds')
      .set(changes)
      .where('id', '=', id)
      .where('finished_at', '=', 0)
      .where('chosen', '=', chosenBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The pupil's finished rounds per level. */
  async levelResults(userId: number): Promise<QmdwLevelRow[]> {
    const rows = await this.db
      .selectFrom('qmdw_rounds')
      .select((eb) => [
        'level',
        eb.fn.countAll<number>().as('rounds'),
        eb.fn.max('points').as('best'),
        eb.fn.sum<number>(sql<number>`case when status = 'won' then 1 else 0 end`).as('won'),
        eb.fn.sum<number>('points').as('points'),
      ])
      .where('user_id', '=', userId)
      .where('finished_at', '>', 0)
      .groupBy('level')
      .execute();
    return rows.map((r) => ({
      level: Number(r.level),
      rounds: Number(r.rounds),
      best: Number(r.best ?? 0),
      won: Number(r.won ?? 0),
      points: Number(r.points ?? 0),
    }));
  }
}
