import type { WordEntry } from '@yuwen/db';

/** How many words our selection gives a lesson, and at most how many for one of its characters. */
export const SELECTION_SIZE = 10;
const PER_CHAR = 2;

/**
 * Our selection of a lesson's words when the book prints no 词语表: common words that use one of
 * the lesson's characters and only characters the pupil has met by then, most frequent first, at
 * most two for each of the lesson's characters so every one of them is practised.
 */
export function selectLessonWords(
  lessonChars: readonly string[],
  candidates: readonly WordEntry[],
  met: ReadonlySet<string>,
): WordEntry[] {
  const chosen: WordEntry[] = [];
  const perChar = new Map<string, number>();
  for (const entry of candidates) {
    if (chosen.length === SELECTION_SIZE) break;
    const chars = [...entry.word];
    if (!chars.every((c) => met.has(c)) || chosen.some((w) => w.word === entry.word)) continue;
    const owner = lessonChars.find((c) => chars.includes(c) && (perChar.get(c) ?? 0) < PER_CHAR);
    if (!owner) continue;
    perChar.set(owner, (perChar.get(owner) ?? 0) + 1);
    chosen.push(entry);
  }
  return chosen;
}

/** The pupil's own list: words separated by spaces, commas, 、, semicolons or new lines. */
export function parseWordList(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；。]+/).filter((word) => word !== ''))];
}
