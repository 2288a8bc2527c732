import type { ImportedIdiom } from '@yuwen/db';
import { cleanExplanation } from '../../common/explanation.js';
import { tonelessReading } from '../../common/pinyin.js';

/**
 * Pure: idiom rows. `syllables` gives an idiom's tone-marked syllables (punctuation may appear
 * as items and is skipped); frequency and explanation come from the word lists.
 */
export function buildIdiomRows(
  idioms: readonly string[],
  syllables: (idiom: string) => readonly string[],
  frequency: (idiom: string) => number,
  explanation: (idiom: string) => string | undefined,
): ImportedIdiom[] {
  return [...new Set(idioms)].map((idiom) => {
    const marked = syllables(idiom).filter((s) => /^\p{L}/u.test(s));
    return {
      idiom,
      pinyin: marked.join(' '),
      initials: marked.map((s) => tonelessReading(s)[0] ?? '').join(''),
      paraphrase: cleanExplanation(explanation(idiom), idiom),
      frequency: frequency(idiom),
    };
  });
}

/**
 * Pure: is this 歇后语 pair garbled? The scrape cut pinyin annotations in half
 * (`["糌粑（x","n b"]`, `["祖传的皮袄","里外孬（n"]`): any Latin letter or an unbalanced
 * parenthesis marks it.
 */
export function isGarbledXiehouyu(riddle: string, answer: string): boolean {
  const text = `${riddle}${answer}`;
  if (/[A-Za-z]/.test(text)) return true;
  let depth = 0;
  for (const ch of text) {
    if (ch === '（' || ch === '(') depth++;
    else if (ch === '）' || ch === ')') depth--;
    if (depth < 0) return true;
  }
  return depth !== 0;
}

/** Pure: the 歇后语 pairs, trimmed and deduplicated, and the garbled ones left out. */
export function buildXiehouyuRows(pairs: readonly (readonly string[])[]): {
  rows: { riddle: string; answer: string }[];
  garbled: string[];
} {
  const rows = new Map<string, { riddle: string; answer: string }>();
  const garbled: string[] = [];
  for (const [rawRiddle = '', rawAnswer = ''] of pairs) {
    const riddle = rawRiddle.trim();
    const answer = rawAnswer.trim();
    if (!riddle || !answer || isGarbledXiehouyu(riddle, answer)) garbled.push(`${riddle}——${answer}`);
    else rows.set(`${riddle}\u0000${answer}`, { riddle, answer });
  }
  return { rows: [...rows.values()], garbled };
}
