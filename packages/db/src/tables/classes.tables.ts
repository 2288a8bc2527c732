import type { Generated, Selectable } from 'kysely';

/** A teacher's class (issue 17); pupils join it by its 6-character code. */
export interface ClassTable {
  id: Generated<number>;
  teacher_id: number;
  name: string;
  /** '1'…'6' or ''. */
  grade: Generated<string>;
  code: string;
  created_at: number;
  /** 0 while in use. */
  archived_at: Generated<number>;
}

export interface ClassMemberTable {
  class_id: number;
  pupil_id: number;
  joined_at: number;
}

/**
 * Work set for a class by `kind`: poem_recite (target a poem), dictation (a textbook lesson), paper
 * (a 考试中心 paper), write (the characters in `chars`; target the lesson they came from, or 0) or
 * reading (a 部编阅读 book, its chapter in `chapter`).
 */
export interface AssignmentTable {
  id: Generated<number>;
  class_id: number;
  kind: string;
  target_id: number;
  title: string;
  note: Generated<string>;
  /** The last China day to do it, YYYY-MM-DD. */
  due_date: string;
  created_by: number | null;
  created_at: number;
  /** The characters to write (write); '' for the other kinds. */
  chars: Generated<string>;
  /** The chapter's number (reading); 0 for the other kinds. */
  chapter: Generated<number>;
}

/** What a pupil handed in for an assignment and the teacher's mark ('' | good | again) and comment. */
export interface AssignmentSubmissionTable {
  assignment_id: number;
  pupil_id: number;
  /** The recording handed in (null when none, or when the pupil deleted it). */
  recitation_id: number | null;
  handed_in_at: Generated<number>;
  mark: Generated<string>;
  comment: Generated<string>;
  marked_at: Generated<number>;
  /** The characters written so far (write), in the order written. */
  written: Generated<string>;
}

export type ClassRow = Selectable<ClassTable>;
export type AssignmentRow = Selectable<AssignmentTable>;
export type AssignmentSubmissionRow = Selectable<AssignmentSubmissionTable>;
