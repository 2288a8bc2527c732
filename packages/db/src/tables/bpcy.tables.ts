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
