// A poet's biographies as the poem and poet pages show them: ours for pupils, the classical one tidied.
import type { PoetBioRow } from '@yuwen/db';
import type { PoetBio } from '@yuwen/protocol';

/**
 * Our modern biography of the poet a poem or page names by name and dynasty; null when we wrote
 * none. Ours are keyed by name alone: one of another dynasty is a namesake's.
 */
export function presentBio(row: PoetBioRow | undefined, dynasty: string): PoetBio | null {
  if (!row || (dynasty !== '' && row.dynasty !== dynasty)) return null;
  return { born: row.born, died: row.died, text: row.bio };
}

/** How many characters of a passage's opening mark it as a repeat of an earlier one. */
const REPEAT_OPENING = 12;
const CJK = /(?<=[\u3000-\u9fff\uff00-\uffef])[ \t]+(?=[\u3000-\u9fff\uff00-\uffef])/g;

/**
 * The classical biography as pages show it. The sources pad some with stray spaces inside the text
 * (“因 反对王安石新法”), which Chinese prose never has, and print some twice or three times over,
 * with and without 《》 and quotation marks, a character changed here and there (杜甫, 白居易, 欧阳詹):
 * a passage that opens as an earlier one does (its first 12 characters, punctuation aside) is a repeat.
 */
export function tidyBiography(text: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const passage of text.split(/(?<=[。！？”」）])\s+/)) {
    const opening = passage.replace(/[^\p{L}\p{N}]/gu, '').slice(0, REPEAT_OPENING);
    if (opening === '' || seen.has(opening)) continue;
    seen.add(opening);
    kept.push(passage.replace(CJK, '').trim());
  }
  return kept.join('');
}
