import type { ImportedIdiom } from '@yuwen/db';
import { tonelessReading } from '../../common/pinyin.js';
import { cleanIdiomGloss } from './idioms.gloss.js';
import { GLOSS_REVIEW, MISSPELT_IDIOMS } from './idioms.review.js';

/**
 * Pure: idiom rows. `syllables` gives an idiom's tone-marked syllables (punctuation may appear
 * as items and is skipped); frequency and explanation come from the word lists, `isWord` tells a
 * common two-character word (idioms.gloss.ts). Each gloss is split into its meaning and example
 * (idioms.review.ts), and a 见“…”/同“…” reference carries the meaning of the idiom it names when
 * that idiom is in the list. Misspelt headwords are left out.
 */
export function buildIdiomRows(
  idioms: readonly string[],
  syllables: (idiom: string) => readonly string[],
  frequency: (idiom: string) => number,
  explanation: (idiom: string) => string | undefined,
  isWord: (word: string) => boolean = () => false,
): ImportedIdiom[] {
  const glosses = new Map(
    [...new Set(idioms)]
      .filter((idiom) => !MISSPELT_IDIOMS.has(idiom))
      .map((idiom) => [idiom, cleanIdiomGloss(explanation(idiom), idiom, isWord, GLOSS_REVIEW[idiom])]),
  );
  return [...glosses].map(([idiom, gloss]) => {
    const marked = syllables(idiom).filter((s) => /^\p{L}/u.test(s));
    const seeAlso = gloss.seeAlso.flatMap((other) => {
      const paraphrase = glosses.get(other)?.paraphrase ?? '';
      // A reference back to a gloss that is itself only a reference tells the pupil nothing.
      return paraphrase && glosses.get(other)?.seeAlso.length === 0 ? [{ idiom: other, paraphrase }] : [];
    });
    return {
      idiom,
      pinyin: marked.join(' '),
      initials: marked.map((s) => tonelessReading(s)[0] ?? '').join(''),
      paraphrase: gloss.paraphrase,
      gloss_example: gloss.example,
      see_also: JSON.stringify(seeAlso),
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
