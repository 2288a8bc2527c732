import type { Generated, Selectable } from 'kysely';

/** A 听写 round (issue 14): its words as dictated, and the marks once handed in (once). */
export interface DictationTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** The 同步教学 lesson it came from; null for the pupil's own list (or when the lesson is gone). */
  lesson_id: number | null;
  /** JSON: the words as dictated. */
  words: string;
  /** screen | paper, once handed in; '' before. */
  mode: Generated<string>;
  /** JSON: the characters written wrong, each once. */
  wrong: Generated<string>;
  total: number;
  correct: Generated<number>;
  score: Generated<number>;
  created_at: number;
  /** 0 until handed in. */
  submitted_at: Generated<number>;
}

export type DictationRow = Selectable<DictationTable>;

/** Our pupil note on a 词语表 word (issue 14, apps/importer/data/word-notes), written by the importer. */
export interface WordNoteTable {
  word: string;
  /** The reviewed reading in this word, one syllable per character, space-separated. */
  pinyin: string;
  meaning: string;
  example: string;
  /** JSON: the 近义词 and 反义词 (0–3 each). */
  synonyms: string;
  antonyms: string;
  /** The 量词 for a counted noun; '' for other words. */
  measure: string;
  /** 1 when the writer was unsure of something. */
  review: number;
  /** 1 when the word is not one to give a pupil (an abbreviation, officialese): our selection skips it. */
  skip: number;
  /** The volume key whose 词语表 prints it first (g2a …). */
  volume: string;
  /** Order within the volume's file (printed order). */
  sort: number;
}

export type WordNoteRow = Selectable<WordNoteTable>;

/** A word practice round (选意思, 填一填, 找朋友): its questions with their answers stay here until handed in (once). */
export interface WordPracticeTable {
  id: Generated<number>;
  user_id: number;
  lesson_id: number;
  /** meaning | fill | pair */
  kind: string;
  /** The seed the questions were built from. */
  seed: number;
  /** JSON: the questions as built, with their answers. */
  questions: string;
  /** JSON: the marks once handed in; '' before. */
  marks: Generated<string>;
  total: number;
  correct: Generated<number>;
  score: Generated<number>;
  created_at: number;
  /** 0 until handed in. */
  submitted_at: Generated<number>;
}

export type WordPracticeRow = Selectable<WordPracticeTable>;

/** A teacher's recording of a word (issue 14): one per word, said wherever the word is dictated. */
export interface WordAudioTable {
  id: Generated<number>;
  word: string;
  /** The stored name under the storage's word-audio folder (random, never reused). */
  file: string;
  mime: string;
  size: number;
  uploaded_by: number | null;
  created_at: number;
}

export type WordAudioRow = Selectable<WordAudioTable>;

/** A teacher's word list for 听写, opened by pupils with its share code. */
export interface WordListTable {
  id: Generated<number>;
  /** The short share code (6 letters and digits, unique). */
  code: string;
  owner_id: number;
  name: string;
  /** JSON: the words in the teacher's order. */
  words: string;
  created_at: number;
}

export type WordListRow = Selectable<WordListTable>;
