import { z } from 'zod';
import { defineCall, formFlag, formId, formInt } from './define-call.js';

/**
 * 部编阅读 (issue 15, module 2005; the library is 课外书库, module 1588): books with chapters, a
 * chapter with pinyin per character, each pupil's bookshelf and reading place, and full-text search.
 */
export const BPYD_MODULE_ID = 2005;

/** The longest search text: a line of a classic fits; anything longer is refused with a message. */
export const BOOK_SEARCH_MAX = 40;
/** The most results one search answers (the best first). */
export const BOOK_SEARCH_LIMIT = 50;

/** classic: a primer from the old books, simplified and proofread; ours: a book the project wrote. */
export const BOOK_KINDS = ['classic', 'ours'] as const;

export const bookCategorySchema = z.object({
  /** The resource category's id (module 1588). */
  id: z.number(),
  key: z.string(),
  name: z.string(),
  count: z.number(),
});
export type BookCategory = z.output<typeof bookCategorySchema>;

/** Where a pupil is in a book: the chapter (from 1) and the line in it (from 0). */
export const bookPlaceSchema = z.object({ chapter: z.number(), position: z.number() });
export type BookPlace = z.output<typeof bookPlaceSchema>;

export const bookSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  kind: z.enum(BOOK_KINDS),
  /** The key of its category. */
  category: z.string(),
  /** Grades it suits, e.g. 1-3. */
  grade_band: z.string(),
  chapters: z.number(),
  chars: z.number(),
  intro: z.string(),
  /** On the pupil's bookshelf. */
  shelved: z.boolean(),
  /** Where the pupil left off; null before reading it. */
  place: bookPlaceSchema.nullable(),
});
export type BookSummary = z.output<typeof bookSummarySchema>;

/** The library: categories, every book with the pupil's marks, and the shelf (book ids, latest read first). */
export const bpydHomeCall = defineCall({
  method: 'GET',
  path: '/api/study/bpyd/home',
  user: true,
  params: z.object({}),
  answer: z.object({
    categories: z.array(bookCategorySchema),
    books: z.array(bookSummarySchema),
    shelf: z.array(z.number()),
  }),
});

export const chapterSummarySchema = z.object({ chapter: z.number(), title: z.string(), chars: z.number() });
export type ChapterSummary = z.output<typeof chapterSummarySchema>;

/** One book: its summary and contents. */
export const bookCall = defineCall({
  method: 'GET',
  path: '/api/study/bpyd/book',
  user: true,
  params: z.object({ id: formId.describe('书的编号') }),
  answer: bookSummarySchema.extend({ contents: z.array(chapterSummarySchema) }),
});

export const bookChapterSchema = z.object({
  book_id: z.number(),
  book_title: z.string(),
  /** The chapter's number, from 1. */
  chapter: z.number(),
  title: z.string(),
  /** Paragraphs (or lines of verse). */
  lines: z.array(z.string()),
  /** One syllable per code point of each line, '' for punctuation. */
  pinyin: z.array(z.array(z.string())),
  /** The recording of each syllable, '' where none exists (never faked). */
  audio: z.array(z.array(z.string())),
  /** The neighbouring chapters' numbers, null at either end. */
  previous: z.number().nullable(),
  next: z.number().nullable(),
  chapters: z.number(),
});
export type BookChapter = z.output<typeof bookChapterSchema>;

/** One chapter to read. */
export const bookChapterCall = defineCall({
  method: 'GET',
  path: '/api/study/bpyd/chapter',
  user: true,
  params: z.object({ book_id: formId.describe('书的编号'), chapter: formId.describe('章节') }),
  answer: bookChapterSchema,
});

/** Puts a book on the pupil's shelf (on=1) or takes it off (on=0); the reading place is kept. */
export const bookshelfCall = defineCall({
  method: 'POST',
  path: '/api/study/bpyd/shelf',
  user: true,
  params: z.object({ book_id: formId.describe('书的编号'), on: formFlag }),
  answer: z.object({ book_id: z.number(), shelved: z.boolean() }),
});

/** Keeps where the pupil is reading. */
export const bookProgressCall = defineCall({
  method: 'POST',
  path: '/api/study/bpyd/progress',
  user: true,
  params: z.object({
    book_id: formId.describe('书的编号'),
    chapter: formId.describe('章节'),
    position: formInt.min(0, '阅读位置有误').default(0),
  }),
  answer: z.object({ book_id: z.number(), place: bookPlaceSchema }),
});

export const bookSearchHitSchema = z.object({
  book_id: z.number(),
  book_title: z.string(),
  /** 0 when the book's title matched. */
  chapter: z.number(),
  chapter_title: z.string(),
  /** The line holding the match (0 for a title match). */
  line: z.number(),
  /** The words around the match; `start`/`end` mark it (UTF-16 offsets, end exclusive). */
  snippet: z.string(),
  start: z.number(),
  end: z.number(),
});
export type BookSearchHit = z.output<typeof bookSearchHitSchema>;

/** Titles and full text of the library (words found by segmentation). */
export const bookSearchCall = defineCall({
  method: 'GET',
  path: '/api/study/bpyd/search',
  user: true,
  params: z.object({
    q: z
      .string({ message: '请输入要找的字词' })
      .trim()
      .min(1, '请输入要找的字词')
      .max(BOOK_SEARCH_MAX, `要找的内容太长了，请输入${BOOK_SEARCH_MAX}个字以内`),
  }),
  answer: z.object({ q: z.string(), total: z.number(), list: z.array(bookSearchHitSchema) }),
});
