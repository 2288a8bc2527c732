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

/** Work set for a class: `kind` poem_recite (target a poem) or dictation (target a textbook lesson). */
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
}

export type ClassRow = Selectable<ClassTable>;
export type AssignmentRow = Selectable<AssignmentTable>;
export type AssignmentSubmissionRow = Selectable<AssignmentSubmissionTable>;
