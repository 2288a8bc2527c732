import { MODULE_IDS } from '@yuwen/protocol';

/** What a 部编阅读 address shows: the library, a category, a book (with a chapter open), or search. */
export interface BpydPlace {
  categoryId?: number;
  bookId?: number;
  /** The chapter open in the reader (with a book). */
  chapter?: number;
  /** The line to bring into view when the chapter opens (a search result, the saved place). */
  line?: number;
  /** Search is open, with this text ('' before the first search). */
  search?: string;
  /** The category's videos first (/bpyd/video/{moduleId}/{categoryId} on phones). */
  videos?: boolean;
}

const query = (values: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return search ? `?${search}` : '';
};

/**
 * Where each page of the area lives: spec §2's /bpyd, /bpyd/text/{moduleId}/{categoryId},
 * /bpyd/book/{bookId} (?chapter=&line= for the reader) and /bpyd/search/book (?q=) on phones;
 * /bpyd?… on desktop.
 */
export function bpydLinks(desktop: boolean, moduleId: number = MODULE_IDS.bpyd_library) {
  if (desktop) {
    const at = (place: BpydPlace) =>
      `/bpyd${query({
        category: place.categoryId,
        book: place.bookId,
        chapter: place.chapter,
        line: place.line,
        search: place.search,
      })}`;
    return {
      home: () => at({}),
      category: (id: number) => at({ categoryId: id }),
      book: (bookId: number) => at({ bookId }),
      chapter: (bookId: number, chapter: number, line?: number) => at({ bookId, chapter, line }),
      search: (q = '') => at({ search: q }),
    };
  }
  return {
    home: () => '/bpyd',
    category: (id: number) => `/bpyd/text/${moduleId}/${id}`,
    book: (bookId: number) => `/bpyd/book/${bookId}`,
    chapter: (bookId: number, chapter: number, line?: number) => `/bpyd/book/${bookId}${query({ chapter, line })}`,
    search: (q = '') => `/bpyd/search/book${query({ q: q || undefined })}`,
  };
}

export type BpydLinks = ReturnType<typeof bpydLinks>;

/** "读到第3章", or '' before the pupil has read the book. */
export function placeLabel(place: { chapter: number } | null): string {
  return place ? `读到第${place.chapter}章` : '';
}
