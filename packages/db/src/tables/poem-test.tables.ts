import type { Generated, Selectable } from 'kysely';

/**
 * A poem test a pupil took (/tssc/test): the generated questions with their answers (JSON), and
 * once handed in, the pupil's answers and the score. Each pupil sees only their own.
 */
export interface PoemTestTable {
  id: Generated<number>;
  user_id: number;
  collection: string;
  /** JSON: the questions as generated, each with its correct answer. */
  questions: string;
  /** JSON: the pupil's answers, '' until handed in. */
  answers: string;
  total: number;
  correct: number;
  created_at: number;
  /** When it was handed in (epoch ms); null while open. */
  finished_at: number | null;
}

export type PoemTestRow = Selectable<PoemTestTable>;
