// The printed sheets' geometry, in millimetres on A4, and how their blocks fill the pages. The
// components draw with these same figures (as CSS variables), so what is counted here is what prints.
import type { LessonWord } from '@yuwen/protocol';

/** A4 portrait less the @page margins (15 mm each side): the area a sheet fills. */
export const PAGE = { widthMm: 180, heightMm: 267, marginMm: 15 } as const;

/** 字帖: per character, the model and its stroke order, then a row of traced copies and a row of empty cells. */
export const ZITIE = {
  /** The title and the name line on the first page. */
  headerMm: 18,
  modelMm: 20,
  /** The pinyin line above the stroke-order frames. */
  pinyinMm: 5,
  frameMm: 8,
  frameGapMm: 1,
  headGapMm: 3,
  cellMm: 18,
  cellsPerRow: 10,
  /** Grey copies to trace at the start of the first row; the rest of the rows are empty. */
  tracedCells: 6,
  rows: 2,
  blockGapMm: 4,
} as const;

/** 听写纸: numbered pinyin over empty cells, several words to a row; the answers on a page of their own. */
export const TINGXIE = {
  headerMm: 22,
  numberMm: 8,
  cellMm: 14,
  pinyinMm: 6,
  itemGapMm: 7,
  rowGapMm: 7,
  answerColumns: 3,
  answerRowMm: 11,
} as const;

/** The distinct Chinese characters of the words, in the order they first appear. */
export function uniqueChars(words: readonly string[]): string[] {
  const chars = new Set<string>();
  for (const word of words) for (const char of word) if (/\p{Script=Han}/u.test(char)) chars.add(char);
  return [...chars];
}

/** How many stroke-order frames fit on one line beside the model character. */
export function framesPerLine(): number {
  const room = PAGE.widthMm - ZITIE.modelMm - ZITIE.headGapMm;
  return Math.floor((room + ZITIE.frameGapMm) / (ZITIE.frameMm + ZITIE.frameGapMm));
}

/** The height of one character's block: its head (model, pinyin, frames) and its practice rows. */
export function zitieBlockMm(strokes: number): number {
  const lines = Math.max(1, Math.ceil(strokes / framesPerLine()));
  const frames = ZITIE.pinyinMm + lines * (ZITIE.frameMm + ZITIE.frameGapMm);
  const head = Math.max(ZITIE.modelMm, frames);
  return head + ZITIE.headGapMm + ZITIE.rows * ZITIE.cellMm + ZITIE.blockGapMm;
}

/**
 * Greedy pages: items in order, each page taking as many as fit its height (the first page has
 * less room, under the header). An item taller than a page gets a page of its own.
 */
export function paginate<T>(
  items: readonly T[],
  heightOf: (item: T) => number,
  firstPageMm: number,
  pageMm: number = PAGE.heightMm,
): T[][] {
  const pages: T[][] = [];
  let page: T[] = [];
  let room = firstPageMm;
  for (const item of items) {
    const height = heightOf(item);
    if (page.length > 0 && height > room) {
      pages.push(page);
      page = [];
      room = pageMm;
    }
    page.push(item);
    room -= height;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** One character of the 字帖 with its reading and its stroke count (0 when we have no stroke data). */
export interface ZitieChar {
  char: string;
  pinyin: string;
  strokes: number;
}

/** The 字帖's pages: the characters' blocks, the first page under the header. */
export function zitiePages(chars: readonly ZitieChar[]): ZitieChar[][] {
  return paginate(chars, (c) => zitieBlockMm(c.strokes), PAGE.heightMm - ZITIE.headerMm);
}

/** A dictated word on the 听写纸: its number and syllables. */
export interface TingxieItem {
  number: number;
  word: LessonWord;
}

/** How wide a word is on the 听写纸: its number and one cell per character. */
export function tingxieItemMm(word: Pick<LessonWord, 'syllables'>): number {
  return TINGXIE.numberMm + word.syllables.length * TINGXIE.cellMm;
}

/** The words in rows as wide as the page allows (a word never breaks across rows). */
export function tingxieRows(words: readonly LessonWord[]): TingxieItem[][] {
  const rows: TingxieItem[][] = [];
  let row: TingxieItem[] = [];
  let used = 0;
  words.forEach((word, i) => {
    const width = tingxieItemMm(word);
    const needed = row.length === 0 ? width : used + TINGXIE.itemGapMm + width;
    if (row.length > 0 && needed > PAGE.widthMm) {
      rows.push(row);
      row = [];
      used = width;
    } else used = needed;
    row.push({ number: i + 1, word });
  });
  if (row.length > 0) rows.push(row);
  return rows;
}

/** The height of a row of the 听写纸: pinyin over the cells, then the gap. */
export const TINGXIE_ROW_MM = TINGXIE.pinyinMm + TINGXIE.cellMm + TINGXIE.rowGapMm;

/** The 听写纸's writing pages (rows of words) and its answer pages (numbered words in columns). */
export function tingxiePages(words: readonly LessonWord[]): { sheets: TingxieItem[][][]; answers: TingxieItem[][] } {
  const sheets = paginate(tingxieRows(words), () => TINGXIE_ROW_MM, PAGE.heightMm - TINGXIE.headerMm);
  const perPage = TINGXIE.answerColumns * Math.floor((PAGE.heightMm - TINGXIE.headerMm) / TINGXIE.answerRowMm);
  const items = words.map((word, i) => ({ number: i + 1, word }));
  const answers: TingxieItem[][] = [];
  for (let i = 0; i < items.length; i += perPage) answers.push(items.slice(i, i + perPage));
  return { sheets, answers };
}
