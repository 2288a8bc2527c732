import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../tables/tables.js';

/** A poem as lists show it (no text beyond its first line). */
export interface PoemSummaryRow {
  id: number;
  collection: string;
  title: string;
  author: string;
  dynasty: string;
  content: string;
  grade_band: string;
}

/**
 * Poems for reading (issue 6): collections, a collection's poems a page at a time, one poem with
 * its pinyin and its poet, and each pupil's own favourites.
 */
export class PoemRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every collection in display order, with how many poems it holds. */
  listCollections() {
    return this.db
      .selectFrom('poem_collections')
      .leftJoin('poems', 'poems.collection', 'poem_collections.key')
      .select((eb) => [
        'poem_collections.key',
        'poem_collections.name',
        'poem_collections.sort',
        eb.fn.count<number>('poems.id').as('count'),
      ])
      .groupBy(['poem_collections.key', 'poem_collections.name', 'poem_collections.sort'])
      .orderBy('poem_collections.sort')
      .execute();
  }

  findCollection(key: string) {
    return this.db.selectFrom('poem_collections').selectAll().where('key', '=', key).executeTakeFirst();
  }

  /** A page of a collection's poems in their order, and how many it holds. */
  async listPoems(collection: string, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('poems')
        .select(['id', 'collection', 'title', 'author', 'dynasty', 'content', 'grade_band'])
        .where('collection', '=', collection)
        .orderBy('sort')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('poems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('collection', '=', collection)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as PoemSummaryRow[], total: Number(total.n) };
  }

  /** One poem with its collection's name, or undefined. */
  findPoem(id: number) {
    return this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select([
        'poems.id',
        'poems.collection',
        'poem_collections.name as collection_name',
        'poems.title',
        'poems.author',
        'poems.dynasty',
        'poems.content',
        'poems.notes',
        'poems.pinyin',
      ])
      .where('poems.id', '=', id)
      .executeTakeFirst();
  }

  /** The poet's biography ('' when the data has none or the poet is unknown). */
  async findBiography(name: string, dynasty: string): Promise<string> {
    const row = await this.db
      .selectFrom('poets')
      .select('biography')
      .where('name', '=', name)
      .where('dynasty', '=', dynasty)
      .executeTakeFirst();
    return row?.biography ?? '';
  }

  /** Which of these poems the user has favourited. */
  async favoriteIds(userId: number, poemIds: readonly number[]): Promise<Set<number>> {
    if (poemIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('poem_favorites')
      .select('poem_id')
      .where('user_id', '=', userId)
      .where('poem_id', 'in', poemIds)
      .execute();
    return new Set(rows.map((r) => r.poem_id));
  }

  /** Marks a poem as the user's favourite; answers false when the poem does not exist. Idempotent. */
  async addFavorite(userId: number, poemId: number, now: number): Promise<boolean> {
    const poem = await this.db.selectFrom('poems').select('id').where('id', '=', poemId).executeTakeFirst();
    if (!poem) return false;
    await this.db
      .insertInto('poem_favorites')
      .values({ user_id: userId, poem_id: poemId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'poem_id']).doNothing())
      .execute();
    return true;
  }

  /** Removes the user's own favourite; answers whether there was one. */
  async removeFavorite(userId: number, poemId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('poem_favorites')
      .where('user_id', '=', userId)
      .where('poem_id', '=', poemId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A page of the user's favourite poems, newest favourite first, and how many there are. */
  async listFavorites(userId: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('poem_favorites')
        .innerJoin('poems', 'poems.id', 'poem_favorites.poem_id')
        .select([
          'poems.id',
          'poems.collection',
          'poems.title',
          'poems.author',
          'poems.dynasty',
          'poems.content',
          'poems.grade_band',
          'poem_favorites.created_at',
        ])
        .where('poem_favorites.user_id', '=', userId)
        .orderBy('poem_favorites.created_at', 'desc')
        .orderBy('poem_favorites.poem_id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('poem_favorites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}

/** The importer's side of poem pinyin: reads poems a batch at a time and writes their pinyin. */
export class PoemPinyinRepository {
  constructor(private readonly db: Kysely<Tables> | Transaction<Tables>) {}

  /** Runs `work` in one transaction (a re-run never leaves half the poems updated). */
  static inTransaction<T>(db: Kysely<Tables>, work: (repo: PoemPinyinRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(new PoemPinyinRepository(trx)));
  }

  async countPoems(): Promise<number> {
    const row = await this.db
      .selectFrom('poems')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Up to `limit` poems with an id above `afterId`, in id order. */
  listPoemsAfter(afterId: number, limit: number) {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'content'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async setPinyin(rows: readonly { id: number; pinyin: string }[]): Promise<void> {
    for (const row of rows) {
      await this.db.updateTable('poems').set({ pinyin: row.pinyin }).where('id', '=', row.id).execute();
    }
  }
}
