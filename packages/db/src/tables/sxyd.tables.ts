import type { Generated, Selectable } from 'kysely';

/** A round of 听音辨位 (migration 0033): its questions with the answers, and the pupil's choices. */
export interface QmdwRoundTable {
  id: Generated<number>;
  user_id: number;
  level: number;
  /** Part of the round's sound addresses, so they name neither the syllable nor a guessable number. */
  secret: string;
  /** JSON: the questions as built, with the answers. */
  questions: string;
  /** JSON: the chosen cell per question, -1 while unanswered. */
  chosen: string;
  /** playing | won | done | timeout */
  status: Generated<string>;
  correct: Generated<number>;
  points: Generated<number>;
  created_at: number;
  deadline_at: number;
  /** 0 while playing. */
  finished_at: Generated<number>;
}

export type QmdwRoundRow = Selectable<QmdwRoundTable>;

/** The tables of 视听阅读, for `Kysely.withTables`. */
// A type alias, not an interface: withTables needs the index signature only an alias has.
export type SxydTables = {
  qmdw_rounds: QmdwRoundTable;
};
