import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Tables } from '../tables/tables.js';
import type { ZjktLessonRow, ZjktLessonTable, ZjktTables } from '../tables/zjkt.tables.js';

/** A lesson with its author's name ('' once the account is gone). */
export type ZjktLessonWithAuthor = ZjktLessonRow & { author_name: string | null };

/** The longest list of lessons one call answers (the newest). */
const LIST_LIMIT = 200;

/** 专家课堂 (issue 17): lessons and the content they link to. The service checks who may write. */
export class ZjktRepository {
  private readonly db: Kysely<Tables & ZjktTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<ZjktTables>();
  }

  private lessons() {
    return this.db
      .selectFrom('zjkt_lessons as l')
      .leftJoin('users as u', 'u.id', 'l.author_id')
      .selectAll('l')
      .select((eb) =>
        eb.fn.coalesce(eb.fn<string | null>('nullif', ['u.nickname', eb.val('')]), 'u.account').as('author_name'),
      )
      .where('l.removed_at', '=', 0);
  }

  /** Published lessons, newest first. */
  published(): Promise<ZjktLessonWithAuthor[]> {
    return this.lessons()
      .where('l.published_at', '>', 0)
      .orderBy('l.published_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
  }

  /** Every lesson (authorId undefined: an admin's view) or one author's, drafts included, newest change first. */
  written(authorId: number | undefined): Promise<ZjktLessonWithAuthor[]> {
    let query = this.lessons();
    if (authorId !== undefined) query = query.where('l.author_id', '=', authorId);
    return query.orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc').limit(LIST_LIMIT).execute();
  }

  find(id: number): Promise<ZjktLessonWithAuthor | undefined> {
    return this.lessons().where('l.id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<ZjktLessonTable>): Promise<number> {
    const { id } = await this.db.insertInto('zjkt_lessons').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Writes a seed lesson once: its key stays taken even after it is deleted. */
  async insertSeed(row: Insertable<ZjktLessonTable>): Promise<void> {
    await this.db
      .insertInto('zjkt_lessons')
      .values(row)
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  }

  async seedKeys(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('zjkt_lessons')
      .select('seed_key')
      .where('seed_key', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.seed_key ?? ''));
  }

  async update(id: number, changes: Updateable<ZjktLessonTable>): Promise<void> {
    await this.db.updateTable('zjkt_lessons').set(changes).where('id', '=', id).where('removed_at', '=', 0).execute();
  }

  /** A media library video's file, for the player; undefined when it is gone or not a video. */
  video(id: number) {
    return this.db
      .selectFrom('media_items')
      .select(['id', 'title', 'file', 'mime', 'duration_ms'])
      .where('id', '=', id)
      .where('kind', '=', 'video')
      .executeTakeFirst();
  }

  poems(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty'])
      .where('id', 'in', [...ids])
      .execute();
  }

  private textbookLessonRows() {
    return this.db
      .selectFrom('textbook_lessons as l')
      .select(['l.category_id as id', 'l.number', 'l.title', 'l.volume_id']);
  }

  textbookLessons(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.textbookLessonRows()
      .where('l.category_id', 'in', [...ids])
      .execute();
  }

  /** A textbook lesson by its importer key (g1a/u1/1), which stays across imports. */
  textbookLessonByKey(key: string) {
    return this.textbookLessonRows().where('l.key', '=', key).executeTakeFirst();
  }

  /** The first poem of this title and author (the same poem may sit in several collections). */
  poemByTitle(title: string, author: string) {
    return this.db
      .selectFrom('poems')
      .select('id')
      .where('title', '=', title)
      .where('author', '=', author)
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Poems whose title holds the words, shortest title first (the link picker). */
  findPoems(words: string, limit: number) {
    return this.db
      .selectFrom('poems')
      .select(['id', 'title', 'author', 'dynasty'])
      .where('title', 'like', `%${likeWords(words)}%`)
      .orderBy((eb) => eb.fn('length', ['title']))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Textbook lessons whose title holds the words, in book order. */
  findTextbookLessons(words: string, limit: number) {
    return this.textbookLessonRows()
      .where('l.title', 'like', `%${likeWords(words)}%`)
      .orderBy('l.volume_id')
      .orderBy('l.category_id')
      .limit(limit)
      .execute();
  }
}

/** The words without LIKE's wildcards, so a title is matched by its own characters only. */
function likeWords(words: string): string {
  return words.replace(/[%_\\]/g, '');
}
