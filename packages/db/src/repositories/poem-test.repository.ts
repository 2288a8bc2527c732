import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';

/** The most poems a test draws its questions from (a collection's first ones, in order). */
export const POEM_TEST_POOL = 400;

/** Poem tests (/tssc/test). Every query on tests is scoped to the user. */
export class PoemTestRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  findCollection(key: string) {
    return this.db.selectFrom('poem_collections').select(['key', 'name']).where('key', '=', key).executeTakeFirst();
  }

  /** The poems questions are drawn from. */
  poolOf(collection: string) {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty', 'content'])
      .where('collection', '=', collection)
      .orderBy('sort')
      .limit(POEM_TEST_POOL)
      .execute();
  }

  async create(row: { user_id: number; collection: string; questions: string; total: number; created_at: number }) {
    const inserted = await this.db
      .insertInto('poem_tests')
      .values({ ...row, answers: '', correct: 0, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  findTest(userId: number, id: number) {
    return this.db
      .selectFrom('poem_tests')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Hands a test in; false when it was already handed in (a second submit changes nothing). */
  async finish(userId: number, id: number, answers: string, correct: number, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable('poem_tests')
      .set({ answers, correct, finished_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The user's handed-in tests, newest first, with their collection's name. */
  async history(userId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('poem_tests').where('user_id', '=', userId).where('finished_at', 'is not', null);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('poem_collections', 'poem_collections.key', 'poem_tests.collection')
        .select([
          'poem_tests.id',
          'poem_tests.collection',
          'poem_collections.name as collection_name',
          'poem_tests.total',
          'poem_tests.correct',
          'poem_tests.finished_at',
        ])
        .orderBy('poem_tests.finished_at', 'desc')
        .orderBy('poem_tests.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
