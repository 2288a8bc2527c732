import { pinyin } from 'pinyin-pro';
import type { PinyinOverride } from './poem-pinyin.overrides.js';

const HAN = /\p{Script=Han}/u;

/**
 * Pure: the pinyin of each character of a line, read in context by pinyin-pro, one entry per
 * code point ('' for punctuation, letters and digits). Tone sandhi is off: the texts print the
 * citation tone of 一 and 不, and the recordings are named by it.
 */
export function linePinyin(line: string): string[] {
  const chars = [...line];
  // The array form is several times faster than 'all' and gives one item per code point.
  const fast = pinyin(line, { type: 'array', toneSandhi: false, nonZh: 'spaced' });
  if (fast.length === chars.length) {
    return chars.map((char, i) => {
      const reading = fast[i] ?? '';
      return HAN.test(char) && reading !== char ? reading : '';
    });
  }
  // Should the items ever not match the code points, read item by item.
  const syllables: string[] = [];
  for (const item of pinyin(line, { type: 'all', toneSandhi: false })) {
    const itemChars = [...item.origin];
    const reading = item.isZh && itemChars.length === 1 && item.pinyin !== item.origin ? item.pinyin : '';
    syllables.push(reading, ...itemChars.slice(1).map(() => ''));
  }
  return syllables;
}

/** Does the override name this poem? Titles match whole or before '·' (回乡偶书·其一). */
export function overrideMatchesPoem(override: PinyinOverride, poem: { title: string; author: string }): boolean {
  return (
    override.author === poem.author && (poem.title === override.title || poem.title.startsWith(`${override.title}·`))
  );
}

/**
 * Pure: a poem's pinyin, line by line, with the overrides for this poem applied where their
 * context occurs in a line. `used` collects the indexes of the overrides that applied.
 */
export function poemPinyin(
  poem: { title: string; author: string; content: string },
  overrides: readonly PinyinOverride[],
  used: Set<number>,
): string[][] {
  const mine = overrides.flatMap((o, i) => (overrideMatchesPoem(o, poem) ? [{ o, i }] : []));
  return poem.content.split('\n').map((line) => {
    const syllables = linePinyin(line);
    const chars = [...line];
    for (const { o, i } of mine) {
      const offset = [...o.context].indexOf(o.char);
      for (let at = line.indexOf(o.context); at !== -1; at = line.indexOf(o.context, at + 1)) {
        // indexOf counts UTF-16 units; the syllables count code points.
        const index = [...line.slice(0, at)].length + offset;
        if (chars[index] === o.char) {
          syllables[index] = o.reading;
          used.add(i);
        }
      }
    }
    return syllables;
  });
}
