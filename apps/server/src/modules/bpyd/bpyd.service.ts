import type { BookRow, BooksRepository } from '@yuwen/db';
import type { BookChapter } from '@yuwen/protocol';
import { nextTurn } from '../../lib/next-turn.js';
import { AppError } from '../../plugins/app-error.js';
import type { MediaService } from '../media/media.service.js';
import { BookSearchIndex } from './book-search.js';
import { presentBook, presentChapter } from './bpyd.presenter.js';
import type { ChapterReached } from './chapter-reached.service.js';
import type { Segmenter } from './jieba-segmenter.js';

export type { Segmenter };

const NO_BOOK = '没有找到这本书';
const NO_CHAPTER = '这本书没有这一章';

/**
 * 部编阅读: the library, a book, its chapters, each pupil's shelf and place, and search. Chapters
 * are kept once built (they change only on import, which runs before the server starts), so a
 * chapter costs no query after its first read; the search index is built once per process.
 */
export class BpydService {
  private readonly chapters = new Map<string, { recorded: ReadonlyMap<string, unknown>; chapter: BookChapter }>();
  private books: Promise<Map<number, BookRow>> | undefined;
  private index: Promise<BookSearchIndex> | undefined;

  constructor(
    private readonly repo: BooksRepository,
    private readonly media: Pick<MediaService, 'recordingFiles'>,
    private readonly segmenter: Segmenter,
    private readonly reached?: Pick<ChapterReached, 'tell'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The books by id, read once per process (the catalogue changes only on import). */
  private bookRows(): Promise<Map<number, BookRow>> {
    if (!this.books) {
      this.books = this.repo.listBooks().then((rows) => new Map(rows.map((row) => [row.id, row])));
      this.books.catch(() => {
        this.books = undefined;
      });
    }
    return this.books;
  }

  private async book(id: number): Promise<BookRow> {
    const book = (await this.bookRows()).get(id);
    if (!book) throw AppError.notFound(NO_BOOK);
    return book;
  }

  async home(userId: number) {
    const [categories, books, places] = await Promise.all([
      this.repo.categories(),
      this.bookRows(),
      this.repo.places(userId),
    ]);
    const placeOf = new Map(places.map((p) => [p.book_id, p]));
    return {
      categories: categories.map((c) => ({ id: c.id, key: c.key, name: c.name, count: c.books })),
      books: [...books.values()].sort((a, b) => a.sort - b.sort).map((row) => presentBook(row, placeOf.get(row.id))),
      shelf: places.filter((p) => p.shelved === 1 && books.has(p.book_id)).map((p) => p.book_id),
    };
  }

  async bookPage(userId: number, id: number) {
    const book = await this.book(id);
    const [contents, place] = await Promise.all([this.repo.chapterList(id), this.repo.findPlace(userId, id)]);
    return {
      ...presentBook(book, place),
      contents: contents.map((c) => ({ chapter: c.sort, title: c.title, chars: c.chars })),
    };
  }

  async chapter(bookId: number, number: number): Promise<BookChapter> {
    const [book, recorded] = await Promise.all([this.book(bookId), this.media.recordingFiles()]);
    const key = `${bookId}:${number}`;
    const kept = this.chapters.get(key);
    // The recordings list is re-read now and then; a chapter built from an older list is rebuilt.
    if (kept && kept.recorded === recorded) return kept.chapter;
    const row = await this.repo.findChapter(bookId, number);
    if (!row) throw AppError.notFound(NO_CHAPTER);
    const chapter = presentChapter(book, row, recorded);
    this.chapters.set(key, { recorded, chapter });
    return chapter;
  }

  async setShelved(userId: number, bookId: number, on: boolean) {
    await this.book(bookId);
    await this.repo.setShelved(userId, bookId, on, this.now());
    return { book_id: bookId, shelved: on };
  }

  /** Keeps the place, the line clamped to the chapter's lines. */
  async saveProgress(userId: number, bookId: number, number: number, position: number) {
    const chapter = await this.chapter(bookId, number);
    const line = Math.min(position, Math.max(0, chapter.lines.length - 1));
    const now = this.now();
    await this.repo.savePlace(userId, bookId, number, line, now);
    await this.reached?.tell(userId, bookId, number, now);
    return { book_id: bookId, place: { chapter: number, position: line } };
  }

  /** The search index, built on first use (the server starts it once it listens). */
  ready(): Promise<BookSearchIndex> {
    if (!this.index) {
      this.index = this.buildIndex();
      this.index.catch(() => {
        this.index = undefined;
      });
    }
    return this.index;
  }

  private async buildIndex(): Promise<BookSearchIndex> {
    await nextTurn(); // started as the server begins listening: let start-up finish first
    const [books, texts] = await Promise.all([this.bookRows(), this.repo.allChapterTexts()]);
    // The dictionary loads in the segmenter's own thread while the index is built here.
    this.segmenter.start();
    await nextTurn();
    const byBook = new Map<number, { chapter: number; title: string; lines: string[] }[]>();
    for (const row of texts) {
      const list = byBook.get(row.book_id) ?? [];
      list.push({ chapter: row.sort, title: row.title, lines: row.text.split('\n') });
      byBook.set(row.book_id, list);
    }
    const searchable = [...books.values()]
      .sort((a, b) => a.sort - b.sort)
      .map((book) => ({ id: book.id, title: book.title, chapters: byBook.get(book.id) ?? [] }));
    return new BookSearchIndex(searchable);
  }

  async search(query: string) {
    const [index, segmented] = await Promise.all([this.ready(), this.segmenter.segment(query)]);
    const found = index.search(query, segmented);
    return { q: query, ...found };
  }
}
