import type { WordEntry } from '@yuwen/db';
import { DICTATION_MAX_WORD_LENGTH, DICTATION_MAX_WORDS } from '@yuwen/protocol';
import { AppError } from '../../plugins/app-error.js';

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

const HAN = /^\p{Script=Han}+$/u;

/** A typed list (the pupil's own, a teacher's): words separated by spaces, commas, 、, semicolons or new lines. */
export function parseWordList(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；。]+/).filter((word) => word !== ''))];
}

/** A typed list, checked: Chinese characters only, not too many words, none too long. */
export function checkWordList(text: string): string[] {
  const words = parseWordList(text);
  if (words.length === 0) throw AppError.badRequest('请写下要听写的词语');
  if (words.length > DICTATION_MAX_WORDS) throw AppError.badRequest(`一次最多听写${DICTATION_MAX_WORDS}个词语`);
  const odd = words.find((word) => !HAN.test(word));
  if (odd) throw AppError.badRequest(`“${odd}”不是汉字词语`);
  const long = words.find((word) => [...word].length > DICTATION_MAX_WORD_LENGTH);
  if (long) throw AppError.badRequest(`“${long}”太长了，每个词语最多${DICTATION_MAX_WORD_LENGTH}个字`);
  return words;
}
