import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';

/**
 * Authors (名人名篇, issue 6): the authors of the poems in our collections, identified by name and
 * dynasty as the poems name them, with the biography from `poets` where the data has one.
 */
export class PoetRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Every author with at least one poem, with how many poems and whether a biography exists. */
  async listAuthors() {
    const rows = await this.db
      .selectFrom('poems')
      .leftJoin('poets', (join) =>
        join.onRef('poets.name', '=', 'poems.author').onRef('poets.dynasty', '=', 'poems.dynasty'),
      )
      .select((eb) => [
        'poems.author',
        'poems.dynasty',
        eb.fn.count<number>('poems.id').as('works'),
        eb.fn.max(eb.fn('length', ['poets.biography'])).as('biography_length'),
      ])
      .where('poems.author', '<>', '')
      .groupBy(['poems.author', 'poems.dynasty'])
      .orderBy('works', 'desc')
      .orderBy('poems.author')
      .execute();
    return rows.map((r) => ({
      name: r.author,
      dynasty: r.dynasty,
      works: Number(r.works),
      hasBiography: Number(r.biography_length ?? 0) > 0,
    }));
  }

  /** The author's poems in collection order, with each collection's name. */
  listWorks(name: string, dynasty: string) {
    return this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select([
        'poems.id',
        'poems.title',
        'poems.collection',
        'poem_collections.name as collection_name',
        'poems.content',
      ])
      .where('poems.author', '=', name)
      .where('poems.dynasty', '=', dynasty)
      .orderBy('poem_collections.sort')
      .orderBy('poems.sort')
      .execute();
  }
}
