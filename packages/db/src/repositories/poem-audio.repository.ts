import { type Insertable, type Kysely, sql } from 'kysely';
import type { PoemAudioTable } from '../tables/poem.tables.js';
import type { Tables } from '../tables/tables.js';

/** Teachers' recordings of poems (issue 6): one per poem, public teaching material. */
export class PoemAudioRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  findPoem(poemId: number) {
    return this.db.selectFrom('poems').select(['id']).where('id', '=', poemId).executeTakeFirst();
  }

  /** Up to `limit` poems whose title holds `keyword`, in collection order, each marked when it has a recording. */
  findPoemsByTitle(keyword: string, limit: number) {
    const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
    return this.db
      .selectFrom('poems')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .leftJoin('poem_audio', 'poem_audio.poem_id', 'poems.id')
      .select([
        'poems.id',
        'poems.title',
        'poems.author',
        'poems.dynasty',
        'poems.content',
        'poem_collections.name as collection_name',
        'poem_audio.id as audio_id',
      ])
      .where(sql<boolean>`poems.title like ${`%${escaped}%`} escape '\\'`)
      .orderBy('poem_collections.sort')
      .orderBy('poems.sort')
      .limit(limit)
      .execute();
  }

  /** The poem's recording, or undefined. */
  findByPoem(poemId: number) {
    return this.db.selectFrom('poem_audio').select(['file']).where('poem_id', '=', poemId).executeTakeFirst();
  }

  /** The recording stored under this file name (serving checks it is one of ours), or undefined. */
  findByFile(file: string) {
    return this.db.selectFrom('poem_audio').select(['file', 'mime']).where('file', '=', file).executeTakeFirst();
  }

  /** Stores the poem's recording, replacing the earlier one; answers the replaced file name, if any. */
  async replace(row: Insertable<PoemAudioTable>): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('poem_audio')
        .select('file')
        .where('poem_id', '=', row.poem_id)
        .executeTakeFirst();
      await trx.deleteFrom('poem_audio').where('poem_id', '=', row.poem_id).execute();
      await trx.insertInto('poem_audio').values(row).execute();
      return old?.file;
    });
  }

  /** The file names of every stored recording. */
  async listFiles(): Promise<string[]> {
    return (await this.db.selectFrom('poem_audio').select('file').execute()).map((row) => row.file);
  }

  /** Every recording with its poem, newest first. */
  list() {
    return this.db
      .selectFrom('poem_audio')
      .innerJoin('poems', 'poems.id', 'poem_audio.poem_id')
      .innerJoin('poem_collections', 'poem_collections.key', 'poems.collection')
      .select([
        'poem_audio.poem_id',
        'poem_audio.file',
        'poem_audio.mime',
        'poem_audio.size',
        'poem_audio.created_at',
        'poems.title',
        'poems.author',
        'poem_collections.name as collection_name',
      ])
      .orderBy('poem_audio.created_at', 'desc')
      .orderBy('poem_audio.id', 'desc')
      .execute();
  }

  /** Removes the poem's recording; answers its file name, or undefined when there was none. */
  async remove(poemId: number): Promise<string | undefined> {
    const row = await this.db
      .deleteFrom('poem_audio')
      .where('poem_id', '=', poemId)
      .returning('file')
      .executeTakeFirst();
    return row?.file;
  }
}
