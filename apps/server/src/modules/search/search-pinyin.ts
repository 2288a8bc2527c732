import { splitTone, toneless } from '@yuwen/protocol';

/** The initials (声母) a pupil may type alone to find characters. */
export const INITIALS = new Set('b p m f d t n l g k h j q x zh ch sh r z c s y w'.split(' '));

const MARKS: Record<string, string> = { a: 'āáǎà', e: 'ēéěè', i: 'īíǐì', o: 'ōóǒò', u: 'ūúǔù', v: 'ǖǘǚǜ' };

/** `xue2` → `xué` (the mark goes on a or e, on the o of ou, else on the last vowel; tone 5 has none). */
export function markTone(syllable: string, tone: number): string {
  const letters = syllable.replaceAll('ü', 'v');
  if (tone < 1 || tone > 4) return letters.replaceAll('v', 'ü');
  const at = /[ae]/.exec(letters)?.index ?? (letters.includes('ou') ? letters.indexOf('o') : -1);
  const vowel = at >= 0 ? at : Math.max(...[...'iouv'].map((v) => letters.lastIndexOf(v)));
  if (vowel < 0) return letters.replaceAll('v', 'ü');
  const mark = MARKS[letters[vowel] as string]?.[tone - 1] ?? letters[vowel];
  return `${letters.slice(0, vowel)}${mark}${letters.slice(vowel + 1)}`.replaceAll('v', 'ü');
}

/**
 * A typed pinyin query in the two forms the index keys by: `toned` with marks and no spaces
 * (`xuéxí`, from `xué xí` or `xue2xi2`), or `plain` letters only (`xuexi`, ü as v).
 */
export function normalizePinyinQuery(query: string): { plain: string; toned: string | undefined } {
  const lower = query.toLowerCase().replace(/[\s'’]/g, '');
  const numbered = /[1-5]/.test(lower);
  const toned = numbered
    ? lower.replace(/([a-zü]+?)([1-5])/g, (_, syl: string, tone: string) => markTone(syl, Number(tone)))
    : lower.replaceAll('v', 'ü');
  const hasMarks = numbered || toned !== toneless(toned).replaceAll('v', 'ü');
  return { plain: toneless(toned).replace(/[^a-z]/g, ''), toned: hasMarks ? toned.replaceAll('v', 'ü') : undefined };
}

/** Pinyin keys of a headword: toned and plain without spaces, and the first letters. */
export function pinyinKeys(pinyin: string): { toned: string; plain: string; initials: string } {
  const lower = pinyin.toLowerCase().trim();
  const plain = toneless(lower).split(/\s+/);
  return {
    toned: lower.replace(/\s+/g, '').replaceAll('v', 'ü'),
    plain: plain.join(''),
    initials: plain.map((s) => s[0] ?? '').join(''),
  };
}

/** How many syllables of `pinyin` a plain prefix of `length` letters reaches into. */
export function syllablesCovered(pinyin: string, length: number): number {
  let letters = 0;
  let count = 0;
  for (const syllable of pinyin.split(/\s+/).filter(Boolean)) {
    if (letters >= length) break;
    letters += splitTone(syllable).syllable.length;
    count++;
  }
  return count;
}
