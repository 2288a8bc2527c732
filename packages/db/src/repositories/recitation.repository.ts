import type { Insertable, Kysely } from 'kysely';
import type { RecitationTable } from '../tables/recitation.tables.js';
import type { Tables } from '../tables/tables.js';

/**
 * Recitation (issue 6): each pupil's kept recordings and practice progress per poem. Every query
 * is scoped to the user, so one pupil never reads or changes another's.
 */
export class RecitationRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The poem with its collection's name, or undefined (recordings name what was recited). */
  findPoem(poemId: number) {
    return this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select(['poems.id', 'poems.title', 'poem_collections.name as collection_name'])
      .where('poems.id', '=', poemId)
      .executeTakeFirst();
  }

  async addRecording(row: Insertable<RecitationTable>): Promise<number> {
    const inserted = await this.db.insertInto('recitations').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The user's recordings of a poem, newest first. */
  listRecordings(userId: number, poemId: number) {
    return this.db
      .selectFrom('recitations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('poem_id', '=', poemId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The stored file names of all of a user's recordings (account deletion removes the files). */
  async recordingFiles(userId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('recitations').select('file').where('user_id', '=', userId).execute();
    return rows.map((r) => r.file);
  }

  /** One of the user's own recordings; another user's answers undefined. */
  findRecording(userId: number, id: number) {
    return this.db
      .selectFrom('recitations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Deletes one of the user's own recordings; answers whether there was one. */
  async deleteRecording(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('recitations')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The user's progress on these poems (poems never practised have no row). */
  progress(userId: number, poemIds: readonly number[]) {
    if (poemIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('poem_recitations')
      .select(['poem_id', 'stage', 'updated_at'])
      .where('user_id', '=', userId)
      .where('poem_id', 'in', poemIds)
      .execute();
  }

  /** Raises the user's progress on a poem to `stage`; a lower stage leaves it as it is. */
  async raiseStage(userId: number, poemId: number, stage: number, now: number): Promise<void> {
    await this.db
      .insertInto('poem_recitations')
      .values({ user_id: userId, poem_id: poemId, stage, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'poem_id'])
          .doUpdateSet({ stage, updated_at: now })
          .where('poem_recitations.stage', '<', stage),
      )
      .execute();
  }
}
