import { pinyin } from 'pinyin-pro';
import type { BookPinyinOverride } from './books.overrides.js';

const HAN = /\p{Script=Han}/u;

/**
 * Pure: the pinyin of each code point of a line read in context by pinyin-pro ('' for punctuation),
 * tone sandhi off (books print the citation tone of 一 and 不, and the recordings are named by
 * it); `surnames` reads the characters as surnames (百家姓: 单 shàn, 解 xiè).
 */
export function linePinyin(line: string, surnames = false): string[] {
  const chars = [...line];
  const items = pinyin(line, { type: 'array', toneSandhi: false, nonZh: 'spaced', surname: surnames ? 'all' : 'off' });
  // One item per code point is what the array form gives; anything else is left unread, never misaligned.
  if (items.length !== chars.length) return chars.map(() => '');
  return chars.map((char, i) => {
    const reading = items[i] ?? '';
    return HAN.test(char) && reading !== char ? reading : '';
  });
}

/** Pure: a line's pinyin with this book's reviewed readings applied where their context occurs; `used` collects their indexes. */
export function bookLinePinyin(
  book: string,
  line: string,
  overrides: readonly BookPinyinOverride[],
  used: Set<number>,
  surnames = false,
): string[] {
  const syllables = linePinyin(line, surnames);
  const chars = [...line];
  overrides.forEach((o, i) => {
    if (o.book !== book) return;
    const offset = [...o.context].indexOf(o.char);
    for (let at = line.indexOf(o.context); at !== -1; at = line.indexOf(o.context, at + 1)) {
      // indexOf counts UTF-16 units; the syllables count code points.
      const index = [...line.slice(0, at)].length + offset;
      if (chars[index] === o.char) {
        syllables[index] = o.reading;
        used.add(i);
      }
    }
  });
  return syllables;
}

/** Chinese characters in a text. */
export function hanCount(text: string): number {
  return [...text].filter((char) => HAN.test(char)).length;
}
