import type { Generated, Selectable } from 'kysely';

/** A pupil's question (issue 17); `image` is the stored picture's name, '' for none. */
export interface AskQuestionTable {
  id: Generated<number>;
  pupil_id: number;
  text: string;
  image: Generated<string>;
  /** An area key or ''. */
  area: Generated<string>;
  /** A textbook lesson (its category id); kept when the lesson goes, shown by `topic`. */
  lesson_id: number | null;
  /** The lesson's title when asked, '' without a lesson. */
  topic: Generated<string>;
  created_at: number;
  /** When the newest answer came, 0 before any. */
  answered_at: Generated<number>;
  /** When the pupil last opened it; an answer after this is unread. */
  seen_at: Generated<number>;
  /** When a teacher put it aside, 0 while it is not. */
  hidden_at: Generated<number>;
}

/** A teacher's or an admin's answer; picture and recording are stored names, '' for none. */
export interface AskAnswerTable {
  id: Generated<number>;
  question_id: number;
  /** null when the account is gone (the answer stays for the pupil). */
  teacher_id: number | null;
  text: string;
  image: Generated<string>;
  audio: Generated<string>;
  /** How the recording is served (the type found in its content). */
  audio_type: Generated<string>;
  created_at: number;
}

/** The tables of 问答, for `Kysely.withTables`. */
export type AskTables = {
  ask_questions: AskQuestionTable;
  ask_answers: AskAnswerTable;
};

export type AskQuestionRow = Selectable<AskQuestionTable>;
export type AskAnswerRow = Selectable<AskAnswerTable>;
