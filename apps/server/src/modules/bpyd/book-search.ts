import { BOOK_SEARCH_LIMIT, type BookSearchHit } from '@yuwen/protocol';

/** What the index reads: each book's title and each chapter's lines. */
export interface SearchableBook {
  id: number;
  title: string;
  chapters: { chapter: number; title: string; lines: readonly string[] }[];
}

/** Words that say nothing on their own; dropped from a query that has other words. */
const STOP_WORDS = new Set(['的', '了', '是', '在', '和', '与', '之', '也', '而', '有', '我', '你', '他', '她', '它']);
/** Characters either side of the match in a snippet. */
const SNIPPET_SIDE = 12;
const WORD = /[\p{Script=Han}\p{L}\p{N}]/u;

interface LineRef {
  book: number;
  chapter: number;
  chapterTitle: string;
  line: number;
  text: string;
}

/**
 * Pure: the words of a query to look for, from the segmenter's words for it (deduplicated, stop
 * words dropped when others remain).
 */
export function queryWords(segmented: readonly string[]): string[] {
  const words = [...new Set(segmented.map((w) => w.trim()).filter((w) => WORD.test(w)))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  // cutForSearch also gives the parts of a long word; a part found inside another word is implied by it.
  const kept = meaningful.length > 0 ? meaningful : words;
  return kept.filter((w) => !kept.some((other) => other !== w && other.includes(w)));
}

/** Pure: the stretch of `text` around [start, end), with the match's place in it. */
export function snippet(text: string, start: number, end: number): { snippet: string; start: number; end: number } {
  const from = Math.max(0, start - SNIPPET_SIDE);
  const to = Math.min(text.length, end + SNIPPET_SIDE);
  const lead = from > 0 ? '…' : '';
  const tail = to < text.length ? '…' : '';
  return {
    snippet: `${lead}${text.slice(from, to)}${tail}`,
    start: start - from + lead.length,
    end: end - from + lead.length,
  };
}

/**
 * The library's full-text index: every line of every chapter with a character → lines table, so
 * a query looks only at lines holding all its characters. Built once per server process from the
 * catalogue and never changed (a per-process, read-only cache: a re-import shows after a restart).
 */
export class BookSearchIndex {
  private readonly lines: LineRef[] = [];
  private readonly byChar = new Map<string, number[]>();
  private readonly titles: { id: number; title: string }[];
  private readonly chapterTitles: { book: number; chapter: number; title: string; opening: string }[];
  private readonly bookTitles: Map<number, string>;

  constructor(books: readonly SearchableBook[]) {
    this.titles = books.map((b) => ({ id: b.id, title: b.title }));
    this.chapterTitles = books.flatMap((b) =>
      b.chapters.map((c) => ({ book: b.id, chapter: c.chapter, title: c.title, opening: c.lines[0] ?? '' })),
    );
    this.bookTitles = new Map(books.map((b) => [b.id, b.title]));
    for (const book of books)
      for (const chapter of book.chapters)
        chapter.lines.forEach((text, line) => {
          const ref =
            this.lines.push({ book: book.id, chapter: chapter.chapter, chapterTitle: chapter.title, line, text }) - 1;
          for (const char of new Set(text)) {
            const list = this.byChar.get(char);
            if (list) list.push(ref);
            else this.byChar.set(char, [ref]);
          }
        });
  }

  /** Lines holding every character of `word` (the shortest list first, the others filtered by membership). */
  private candidates(word: string): number[] {
    const lists = [...new Set(word)].map((char) => this.byChar.get(char) ?? []).sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    if (!first) return [];
    const sets = rest.map((list) => new Set(list));
    return first.filter((ref) => sets.every((set) => set.has(ref)));
  }

  /**
   * Book titles first, then chapter titles (a story's idiom), then lines holding the whole query,
   * then lines holding each of its words;
   * at most BOOK_SEARCH_LIMIT, each with a snippet marking the first word found. `segmented` is
   * the segmenter's words for the query.
   */
  search(query: string, segmented: readonly string[]): { total: number; list: BookSearchHit[] } {
    const phrase = query.replace(/\s+/gu, '');
    const words = queryWords(segmented);
    const titleHits: BookSearchHit[] = this.titles.flatMap((book) => {
      const at = book.title.indexOf(phrase);
      return at === -1 || phrase === ''
        ? []
        : [
            {
              book_id: book.id,
              book_title: book.title,
              chapter: 0,
              chapter_title: '',
              line: 0,
              ...snippet(book.title, at, at + phrase.length),
            },
          ];
    });
    const chapterHits: BookSearchHit[] = this.chapterTitles.flatMap((c) => {
      const at = c.title.indexOf(phrase);
      return at === -1 || phrase === ''
        ? []
        : [
            {
              book_id: c.book,
              book_title: this.bookTitles.get(c.book) ?? '',
              chapter: c.chapter,
              chapter_title: c.title,
              line: 0,
              // The title, then how the chapter begins.
              ...snippet(`${c.title}：${c.opening}`, at, at + phrase.length),
            },
          ];
    });
    const exact: BookSearchHit[] = [];
    const loose: BookSearchHit[] = [];
    const required = words.length > 0 ? words : [phrase];
    const pool = this.candidates(required.join(''));
    for (const index of pool) {
      const ref = this.lines[index] as LineRef;
      const { text } = ref;
      if (!required.every((w) => text.includes(w))) continue;
      const at = phrase === '' ? -1 : text.indexOf(phrase);
      const first = at !== -1 ? { at, length: phrase.length } : firstOf(text, required);
      const hit = {
        book_id: ref.book,
        book_title: this.bookTitles.get(ref.book) ?? '',
        chapter: ref.chapter,
        chapter_title: ref.chapterTitle,
        line: ref.line,
        ...snippet(text, first.at, first.at + first.length),
      };
      (at !== -1 ? exact : loose).push(hit);
    }
    // A chapter found by its title is not listed again for its first line.
    const titled = new Set(chapterHits.map((h) => `${h.book_id}:${h.chapter}`));
    const inText = [...exact, ...loose].filter((h) => !(h.line === 0 && titled.has(`${h.book_id}:${h.chapter}`)));
    const all = [...titleHits, ...chapterHits, ...inText];
    return { total: all.length, list: all.slice(0, BOOK_SEARCH_LIMIT) };
  }
}

/** The earliest of the words in the text. */
function firstOf(text: string, words: readonly string[]): { at: number; length: number } {
  let best = { at: text.length, length: 0 };
  for (const word of words) {
    const at = text.indexOf(word);
    if (at !== -1 && at < best.at) best = { at, length: word.length };
  }
  return best.length === 0 ? { at: 0, length: 0 } : best;
}
