import { CompiledQuery, createQueryId, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/create-db.js';
import { CatalogueRepository } from '../src/repositories/catalogue.repository.js';
import { createTestDatabase, testEngines } from '../src/testing/test-database.js';

/** Reads every page of `size` rows, as the search index does (inPages). */
async function allPages<T>(read: (offset: number, limit: number) => Promise<T[]>, size: number): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await read(all.length, size);
    all.push(...page);
    if (page.length < size) return all;
  }
}

describe.each(testEngines())('the word list and the idioms in rank order on %s', (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    // [word, common, frequency], inserted out of rank order; 丙 and 丁 tie, so id decides.
    const words: [string, number, number][] = [
      ['甲乙', 0, 900],
      ['丙丁', 1, 5],
      ['丁戊', 1, 5],
      ['戊己', 1, 70],
      ['己庚', 0, 3],
    ];
    await database.db
      .insertInto('words')
      .values(words.map(([word, common, frequency]) => ({ word, common, frequency, pinyin: '', explanation: '' })))
      .execute();
    // [idiom, pupil_rank, frequency]
    const idioms: [string, number, number][] = [
      ['一心一意', 3, 100],
      ['二话不说', 1, 2],
      ['三心二意', 2, 50],
      ['四面八方', 1, 9],
    ];
    await database.db
      .insertInto('idioms')
      .values(
        idioms.map(([idiom, pupil_rank, frequency]) => ({
          idiom,
          pupil_rank,
          frequency,
          pinyin: '',
          initials: '',
          paraphrase: '',
          origin: '',
          example: '',
        })),
      )
      .execute();
  });
  afterEach(async () => {
    await database.close();
  });

  it('pages through them in rank order: common words first, then by frequency, ties by id', async () => {
    const repo = new CatalogueRepository(database.db);
    const words = await allPages((offset, limit) => repo.listWordsForSearch(offset, limit), 2);
    expect(words.map((w) => w.word)).toEqual(['戊己', '丙丁', '丁戊', '甲乙', '己庚']);
    const idioms = await allPages((offset, limit) => repo.listIdiomsForSearch(offset, limit), 3);
    expect(idioms.map((i) => i.idiom)).toEqual(['四面八方', '二话不说', '三心二意', '一心一意']);
  });

  it('reads each page along an index in that order instead of sorting the table again', async () => {
    // The repository's own queries, caught on their way to the database.
    const queries: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const repo = new CatalogueRepository(database.db.withPlugin(recorder));
    await repo.listWordsForSearch(2, 2);
    await repo.listIdiomsForSearch(2, 2);
    const plans: string[] = [];
    for (const node of queries) {
      const query = database.db.getExecutor().compileQuery(node, createQueryId());
      if (engine === 'sqlite') {
        const rows = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        plans.push(rows.rows.map((r) => r.detail).join(' / '));
      } else {
        // Five rows make any plan cheap: forbid the sort and the table scan, then see what is left.
        const rows = await database.db.transaction().execute(async (tx) => {
          await sql`set local enable_sort = off`.execute(tx);
          await sql`set local enable_seqscan = off`.execute(tx);
          return tx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
        });
        plans.push(rows.rows.map((r) => r['QUERY PLAN']).join(' / '));
      }
    }
    expect(plans).toHaveLength(2);
    const [wordsPlan, idiomsPlan] = plans;
    expect(wordsPlan).toContain('words_rank_order');
    expect(idiomsPlan).toContain('idioms_rank_order');
    for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
