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

  /** A user's records, newest first, with their module's name, and how many there are. */
  async listForUser(userId: number, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('learn_records')
        .leftJoin('modules', 'modules.id', 'learn_records.module_id')
        .select([
          'learn_records.id',
          'learn_records.module_id',
          'learn_records.resource_category_id',
          'learn_records.started_at',
          'learn_records.ended_at',
          'modules.name as module_name',
        ])
        .where('learn_records.user_id', '=', userId)
        .orderBy('learn_records.started_at', 'desc')
        .orderBy('learn_records.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('learn_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** A user's ended records that overlap [from, to), with their module's name. */
  listEndedOverlapping(userId: number, from: number, to: number) {
    return this.db
      .selectFrom('learn_records')
      .leftJoin('modules', 'modules.id', 'learn_records.module_id')
      .select([
        'learn_records.module_id',
        'learn_records.started_at',
        'learn_records.ended_at',
        'modules.name as module_name',
      ])
      .where('learn_records.user_id', '=', userId)
      .where('learn_records.started_at', '<', to)
      .where('learn_records.ended_at', 'is not', null)
      .where('learn_records.ended_at', '>', from)
      .execute();
  }

  findById(id: number) {
    return this.db.selectFrom('learn_records').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
