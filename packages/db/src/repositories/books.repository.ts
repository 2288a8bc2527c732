import type { Kysely } from 'kysely';
import type {
  BookChapterRow,
  BookChapterTable,
  BookRow,
  BookshelfRow,
  BooksTables,
  BookTable,
} from '../tables/books.tables.js';
import type { Tables } from '../tables/tables.js';

/** A book as the importer hands it over, with its chapters in order. */
export interface BookImport extends Omit<BookTable, 'id' | 'sort' | 'chapters' | 'chars'> {
  chapters: Omit<BookChapterTable, 'book_id' | 'sort'>[];
}

/** A category of the library: its resource category and key, with how many books it holds. */
export interface BookCategoryRow {
  id: number;
  key: string;
  name: string;
  books: number;
}

/** A chapter without its text, as a contents list shows it. */
export type ChapterSummaryRow = Pick<BookChapterRow, 'book_id' | 'sort' | 'title' | 'chars'>;

const ROWS_PER_INSERT = 20;

/** 部编阅读 (issue 15): the library (written by the importer) and each pupil's bookshelf and place. */
export class BooksRepository {
  private readonly db: Kysely<Tables & BooksTables>;

  constructor(db: Kysely<Tables>) {
    this.db = db.withTables<BooksTables>();
  }

  // ── Import ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Writes the library: categories under `moduleId` matched by key (ids kept), books matched by key
   * (ids kept, so shelves survive), chapters rewritten; books and categories no longer made are removed.
   */
  async replaceLibrary(
    moduleId: number,
    categories: readonly { key: string; name: string }[],
    books: readonly BookImport[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const knownCategories = new Map(
        (await trx.selectFrom('bpyd_categories').select(['key', 'category_id']).execute()).map((r) => [
          r.key,
          r.category_id,
        ]),
      );
      for (const [i, category] of categories.entries()) {
        const values = { module_id: moduleId, pid: '0', name: category.name, sort: i + 1 };
        const id = knownCategories.get(category.key);
        if (id !== undefined) await trx.updateTable('resource_categories').set(values).where('id', '=', id).execute();
        else {
          const made = await trx
            .insertInto('resource_categories')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('bpyd_categories').values({ category_id: made.id, key: category.key }).execute();
        }
      }
      const goneCategories = [...knownCategories]
        .filter(([key]) => !categories.some((c) => c.key === key))
        .map(([, id]) => id);
      if (goneCategories.length > 0) {
        await trx.deleteFrom('bpyd_categories').where('category_id', 'in', goneCategories).execute();
        await trx.deleteFrom('resource_categories').where('id', 'in', goneCategories).execute();
      }

      const knownBooks = new Map(
        (await trx.selectFrom('books').select(['key', 'id']).execute()).map((r) => [r.key, r.id]),
      );
      for (const [i, { chapters, ...book }] of books.entries()) {
        const values = {
          ...book,
          sort: i + 1,
          chapters: chapters.length,
          chars: chapters.reduce((n, c) => n + c.chars, 0),
        };
        let id = knownBooks.get(book.key);
        if (id !== undefined) await trx.updateTable('books').set(values).where('id', '=', id).execute();
        else id = (await trx.insertInto('books').values(values).returning('id').executeTakeFirstOrThrow()).id;
        const bookId = id;
        await trx.deleteFrom('book_chapters').where('book_id', '=', bookId).execute();
        const rows = chapters.map((chapter, n) => ({ ...chapter, book_id: bookId, sort: n + 1 }));
        for (let n = 0; n < rows.length; n += ROWS_PER_INSERT)
          await trx
            .insertInto('book_chapters')
            .values(rows.slice(n, n + ROWS_PER_INSERT))
            .execute();
      }
      const goneBooks = [...knownBooks].filter(([key]) => !books.some((b) => b.key === key)).map(([, id]) => id);
      if (goneBooks.length > 0) {
        await trx.deleteFrom('bookshelf').where('book_id', 'in', goneBooks).execute();
        await trx.deleteFrom('book_chapters').where('book_id', 'in', goneBooks).execute();
        await trx.deleteFrom('books').where('id', 'in', goneBooks).execute();
      }
    });
  }

  // ── Reading ───────────────────────────────────────────────────────────────────────────────────

  /** The library's categories in order, with their book counts. */
  async categories(): Promise<BookCategoryRow[]> {
    const rows = await this.db
      .selectFrom('bpyd_categories')
      .innerJoin('resource_categories', 'resource_categories.id', 'bpyd_categories.category_id')
      .select(['resource_categories.id', 'bpyd_categories.key', 'resource_categories.name'])
      .orderBy('resource_categories.sort')
      .execute();
    const counts = await this.db
      .selectFrom('books')
      .select(['category', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('category')
      .execute();
    const byKey = new Map(counts.map((c) => [c.category, Number(c.n)]));
    return rows.map((row) => ({ ...row, books: byKey.get(row.key) ?? 0 }));
  }

  /** Every book in library order. */
  listBooks(): Promise<BookRow[]> {
    return this.db.selectFrom('books').selectAll().orderBy('sort').execute();
  }

  findBook(id: number): Promise<BookRow | undefined> {
    return this.db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A book's chapters in order, without their text. */
  chapterList(bookId: number): Promise<ChapterSummaryRow[]> {
    return this.db
      .selectFrom('book_chapters')
      .select(['book_id', 'sort', 'title', 'chars'])
      .where('book_id', '=', bookId)
      .orderBy('sort')
      .execute();
  }

  findChapter(bookId: number, sort: number): Promise<BookChapterRow | undefined> {
    return this.db
      .selectFrom('book_chapters')
      .selectAll()
      .where('book_id', '=', bookId)
      .where('sort', '=', sort)
      .executeTakeFirst();
  }

  /** Every chapter's text (the search index reads them once). */
  allChapterTexts(): Promise<Pick<BookChapterRow, 'book_id' | 'sort' | 'title' | 'text'>[]> {
    return this.db
      .selectFrom('book_chapters')
      .select(['book_id', 'sort', 'title', 'text'])
      .orderBy('book_id')
      .orderBy('sort')
      .execute();
  }

  // ── A pupil's shelf and place ────────────────────────────────────────────────────────────────

  /** Puts the book on the pupil's shelf or takes it off (the reading place is kept either way). */
  async setShelved(userId: number, bookId: number, shelved: boolean, now: number): Promise<void> {
    const flag = shelved ? 1 : 0;
    await this.db
      .insertInto('bookshelf')
      .values({ user_id: userId, book_id: bookId, shelved: flag, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ shelved: flag }))
      .execute();
  }

  /** Keeps where the pupil is reading. */
  async savePlace(userId: number, bookId: number, chapter: number, position: number, now: number): Promise<void> {
    await this.db
      .insertInto('bookshelf')
      .values({ user_id: userId, book_id: bookId, chapter, position, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet({ chapter, position, updated_at: now }))
      .execute();
  }

  findPlace(userId: number, bookId: number): Promise<BookshelfRow | undefined> {
    return this.db
      .selectFrom('bookshelf')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
  }

  /** The pupil's places in every book read or shelved, latest first. */
  places(userId: number): Promise<BookshelfRow[]> {
    return this.db
      .selectFrom('bookshelf')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('book_id')
      .execute();
  }
}
