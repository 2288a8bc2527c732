import type { Generated, Selectable } from 'kysely';

/**
 * 考试中心 (issue 17). A paper's questions are JSON with their answers and never leave the server
 * as they are; `source_key` says where a generated paper comes from (gen:g1a/u1:1 — a volume's
 * unit and seed — or gen:g1a:1 for the 期末), so each is made once.
 */
export interface ExamPaperTable {
  id: Generated<number>;
  source_key: string;
  /** unit | final | custom */
  kind: string;
  title: string;
  volume_key: string;
  /** The unit's order in its volume; 0 for a whole-volume paper (listed last). */
  unit_sort: Generated<number>;
  time_limit_s: number;
  questions: string;
  created_at: number;
  /** Who wrote a custom paper (migration 0034); null for generated papers and older ones. */
  author_id: number | null;
  /** When its author deleted it, 0 while it is listed; attempts at it keep their scores. */
  removed_at: Generated<number>;
  /** The province, city or county it is for, as its GB/T 2260 code (migration 0039); '' for everyone. */
  region: Generated<string>;
}

/** One go at a paper (or a practice round): its own copy of the questions, the answers as saved. */
export interface ExamAttemptTable {
  id: Generated<number>;
  user_id: number;
  /** null for practice. */
  paper_id: number | null;
  /** paper | practice */
  mode: string;
  title: string;
  volume_key: string;
  /** Random; part of the stroke data's address of a 写字 question, so it cannot be guessed. */
  secret: string;
  questions: string;
  /** JSON: one answer or null per question. */
  answers: string;
  time_limit_s: number;
  started_at: number;
  /** 0 = untimed. */
  deadline_at: number;
  submitted_at: Generated<number>;
  /** JSON marks once handed in; '' before. */
  marks: Generated<string>;
  score: Generated<number>;
  correct: Generated<number>;
  total: Generated<number>;
  pending: Generated<number>;
  /** JSON {"<question index>": WritingReview}: the teacher's marks of 写话 answers; '{}' before. */
  reviews: Generated<string>;
}

/** A teacher's points and comment for one 写话 answer. */
export interface WritingReview {
  points: number;
  comment: string;
  teacher_id: number;
  marked_at: number;
}

/** The 错题本: a question a pupil answered wrong (with its answer), until answered right in practice. */
export interface ExamWrongTable {
  user_id: number;
  qkey: string;
  type: string;
  volume_key: string;
  question: string;
  times: number;
  last_wrong_at: number;
}

export type ExamPaperRow = Selectable<ExamPaperTable>;
export type ExamAttemptRow = Selectable<ExamAttemptTable>;
export type ExamWrongRow = Selectable<ExamWrongTable>;
