import type { ImportedWord } from '@yuwen/db';
import { cleanExplanation } from '../../common/explanation.js';
import { fixedWord, repairScrape } from './words.fixes.js';

/** What the word lists say about a word. */
export interface WordFacts {
  pinyin: string;
  frequency: number;
}

/**
 * Pure: the word rows. Every multi-character word of the modern list, plus the common 组词
 * words (common = 1), whose pinyin and frequency come from `lookup` (complete list or
 * pinyin-pro) when the modern list lacks them. Single characters are characters, not words.
 * The scrape's wrong characters are repaired and the reviewed fixes (words.fixes.ts) applied.
 */
export function buildWordRows(
  modern: Record<string, [string, number]>,
  common: readonly string[],
  lookup: (word: string) => WordFacts,
  explanation: (word: string) => string | undefined,
): ImportedWord[] {
  const commonSet = new Set(common);
  const words = new Map<string, WordFacts>();
  for (const [word, [pinyin, frequency]] of Object.entries(modern)) {
    if ([...word].length > 1) words.set(word, { pinyin, frequency });
  }
  for (const word of common) if (!words.has(word) && [...word].length > 1) words.set(word, lookup(word));
  return [...words].map(([word, facts]) => ({
    word,
    ...fixedWord(word, facts.pinyin, cleanExplanation(repairScrape(explanation(word)), word)),
    frequency: facts.frequency,
    common: commonSet.has(word) ? 1 : 0,
  }));
}

/** Pure: one index row per distinct character of each word (for 组词 and search). */
export function charIndex<K extends string>(
  ids: ReadonlyMap<string, number>,
  key: K,
): ({ char: string } & Record<K, number>)[] {
  const rows: ({ char: string } & Record<K, number>)[] = [];
  for (const [text, id] of ids) {
    for (const char of new Set(text)) {
      if (/\p{Script=Han}/u.test(char)) rows.push({ char, [key]: id } as { char: string } & Record<K, number>);
    }
  }
  return rows;
}
