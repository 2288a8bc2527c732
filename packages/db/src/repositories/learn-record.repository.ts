import type { Kysely } from 'kysely';
import type { Tables } from '../tables/tables.js';

/** Learning records: started on entering a learning page, ended on leaving it. */
export class LearnRecordRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** Starts a record and answers its id. */
  async start(userId: number, moduleId: number, resourceCategoryId: number | null, now: number): Promise<number> {
    const { id } = await this.db
      .insertInto('learn_records')
      .values({
        user_id: userId,
        module_id: moduleId,
        resource_category_id: resourceCategoryId,
        started_at: now,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Ends the user's own open record; answers false when there is no such open record. */
  async end(userId: number, id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('learn_records')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  findById(id: number) {
    return this.db.selectFrom('learn_records').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
