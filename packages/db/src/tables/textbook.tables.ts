import type { Generated, Selectable } from 'kysely';

/**
 * The 统编版 textbook (issue 13). Each volume, unit and lesson is a resource category of module
 * 2007 (its `category_id`) with a row here; `key` is the importer's natural key (g1a, g1a/u1,
 * g1a/u1/3) so ids stay stable across imports.
 */
export interface TextbookVolumeTable {
  category_id: number;
  key: string;
  grade: number;
  /** 上册 | 下册 */
  term: string;
  edition: string;
  /** complete | partial */
  status: string;
  shizi_total: number;
  xiezi_total: number;
}

export interface TextbookUnitTable {
  category_id: number;
  volume_id: number;
  key: string;
  title: string;
  section: string;
  /** JSON: [{group, items: [{text, poem_id}]}]. */
  rijileiji: string;
  sort: number;
}

export interface TextbookLessonTable {
  category_id: number;
  volume_id: number;
  unit_id: number;
  key: string;
  number: string;
  title: string;
  kind: string;
  /** The 识字表, 写字表 and blue review entries, each a string of characters in printed order. */
  shizi: string;
  xiezi: string;
  shizi_review: string;
  /** JSON: the printed 词语表 words. */
  words: string;
  /** JSON: [{title, author, dynasty, poem_id}]. */
  classics: string;
  /** Order within the volume. */
  sort: number;
}

/** A 识字 or 作业 round: questions with their answers stay here until handed in (once). */
export interface TextbookExerciseTable {
  id: Generated<number>;
  user_id: number;
  lesson_id: number;
  /** sz | zy */
  kind: string;
  /** JSON: the questions as generated, with the right option and the character's id. */
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

/** A lesson's 教案, written by a teacher or an admin. */
export interface TextbookLessonPlanTable {
  lesson_id: number;
  body: string;
  updated_by: number | null;
  updated_at: number;
}

export type TextbookVolumeRow = Selectable<TextbookVolumeTable>;
export type TextbookUnitRow = Selectable<TextbookUnitTable>;
export type TextbookLessonRow = Selectable<TextbookLessonTable>;
export type TextbookExerciseRow = Selectable<TextbookExerciseTable>;
export type TextbookLessonPlanRow = Selectable<TextbookLessonPlanTable>;
