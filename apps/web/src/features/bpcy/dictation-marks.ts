// The marks of a dictation: per word, per character, whether it was written right. Screen mode
// fills them one character at a time from the stroke checker; paper mode starts every character
// right and the pupil (or a parent) taps the wrong ones after seeing the answers.
import type { LessonWord } from '@yuwen/protocol';

/** true = right, false = wrong, null = not written yet. */
export type CharMark = boolean | null;
export type Marks = readonly (readonly CharMark[])[];

/** The characters of a word (a character outside the BMP is one, as the server counts them). */
export function charsOf(word: string): string[] {
  return [...word];
}

/** One mark per character of every word, all `initial`. */
export function initialMarks(words: readonly Pick<LessonWord, 'word'>[], initial: CharMark): Marks {
  return words.map((w) => charsOf(w.word).map(() => initial));
}

/** The marks with one character set (a new array; the old one is left alone). */
export function setMark(marks: Marks, word: number, char: number, value: CharMark): Marks {
  return marks.map((row, w) => (w === word ? row.map((mark, c) => (c === char ? value : mark)) : row));
}

/** Paper mode's tap: right becomes wrong and wrong becomes right. */
export function toggleMark(marks: Marks, word: number, char: number): Marks {
  return setMark(marks, word, char, marks[word]?.[char] === false);
}

/** The first character of a word not written yet, or -1 when the word is done. */
export function nextOpenChar(marks: Marks, word: number): number {
  return marks[word]?.indexOf(null) ?? -1;
}

/** Every character has a mark. */
export function marksComplete(marks: Marks): boolean {
  return marks.every((row) => row.every((mark) => mark !== null));
}

/**
 * The `marks` parameter of dictation/submit: JSON arrays of booleans, a character never written
 * counted wrong (the pupil skipped it).
 */
export function marksParam(marks: Marks): string {
  return JSON.stringify(marks.map((row) => row.map((mark) => mark === true)));
}

/** A word is right when every one of its characters is. */
export function wordRight(row: readonly CharMark[]): boolean {
  return row.length > 0 && row.every((mark) => mark === true);
}

/** The characters marked wrong, each once, in the order they were dictated. */
export function wrongChars(words: readonly Pick<LessonWord, 'word'>[], marks: Marks): string[] {
  const wrong = new Set<string>();
  words.forEach((w, i) => {
    charsOf(w.word).forEach((char, j) => {
      if (marks[i]?.[j] === false) wrong.add(char);
    });
  });
  return [...wrong];
}
