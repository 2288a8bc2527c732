/** Tone-marked pinyin ↔ plain letters and tone numbers (1–4, 5 = neutral, as the recordings are named). */

const TONED: Record<string, [string, number]> = {};
for (const [plain, marks] of [
  ['a', 'āáǎà'],
  ['e', 'ēéěè'],
  ['i', 'īíǐì'],
  ['o', 'ōóǒò'],
  ['u', 'ūúǔù'],
  ['ü', 'ǖǘǚǜ'],
  ['m', 'ḿ'],
  ['n', 'ńňǹ'],
] as const) {
  [...marks].forEach((mark, i) => {
    // ḿ carries tone 2; ń ň ǹ tones 2–4.
    const tone = plain === 'm' ? 2 : plain === 'n' ? i + 2 : i + 1;
    TONED[mark] = [plain, tone];
  });
}

/** One syllable as the recordings name it: letters with ü written v, and its tone (5 = neutral). */
export interface ToneSyllable {
  syllable: string;
  tone: number;
}

/** `xué` → { syllable: 'xue', tone: 2 }; `lǜ` → lv 4; `de` → de 5. Also reads `xue2`. */
export function splitTone(toned: string): ToneSyllable {
  const lower = toned.trim().toLowerCase();
  const numbered = /^([a-zü]+)([1-5])$/.exec(lower);
  if (numbered) return { syllable: (numbered[1] ?? '').replaceAll('ü', 'v'), tone: Number(numbered[2]) };
  let tone = 5;
  let letters = '';
  for (const ch of lower) {
    const mark = TONED[ch];
    if (mark) {
      letters += mark[0];
      tone = mark[1];
    } else letters += ch;
  }
  return { syllable: letters.replaceAll('ü', 'v'), tone };
}

/** Pinyin without tone marks, ü written v: `lǜ sè` → `lv se`. (Decomposes the marks away; fast on long lists.) */
export function toneless(pinyin: string): string {
  return pinyin
    .toLowerCase()
    .replace(/[üǖǘǚǜ]/g, 'v')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
