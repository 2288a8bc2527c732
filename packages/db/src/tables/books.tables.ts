import type { Generated, Selectable } from 'kysely';

/** The library's top categories under 课外书库, with the importer's key (ids survive re-imports). */
export interface BpydCategoryTable {
  category_id: number;
  key: string;
}

/** classic: a primer from chinese-poetry, simplified and proofread; ours: a book we wrote. */
export type BookKind = 'classic' | 'ours';

/** A book of the reading library (issue 15, apps/importer/data/books), written by the importer. */
export interface BookTable {
  id: Generated<number>;
  key: string;
  /** The key of its category (bpyd_categories.key). */
  category: string;
  sort: number;
  title: string;
  author: string;
  dynasty: string;
  kind: BookKind;
  intro: string;
  /** Grades it suits, e.g. 1-3. */
  grade_band: string;
  chapters: number;
  chars: number;
}

export type BookRow = Selectable<BookTable>;

/** One chapter: its lines joined by \n, and the pinyin per character of each line as JSON (string[][]). */
export interface BookChapterTable {
  book_id: number;
  /** The chapter's number, from 1. */
  sort: number;
  title: string;
  text: string;
  pinyin: string;
  /** Chinese characters in the text. */
  chars: number;
}

export type BookChapterRow = Selectable<BookChapterTable>;

/** A pupil's place in a book (kept once read), and whether the book is on the pupil's shelf. */
export interface BookshelfTable {
  user_id: number;
  book_id: number;
  shelved: Generated<number>;
  /** The chapter last read (its number), 0 before any. */
  chapter: Generated<number>;
  /** The line of that chapter the pupil had reached. */
  position: Generated<number>;
  updated_at: number;
}

export type BookshelfRow = Selectable<BookshelfTable>;

/** The tables of migration 0025, added to a Kysely instance by `withTables`. */
// A type alias, not an interface: withTables needs the index signature only an alias has.
export type BooksTables = {
  bpyd_categories: BpydCategoryTable;
  books: BookTable;
  book_chapters: BookChapterTable;
  bookshelf: BookshelfTable;
};
