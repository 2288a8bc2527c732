import type { AssignmentRow, AssignmentSubmissionRow, ClassRow } from '@yuwen/db';
import type { Assignment, AssignmentKind, ClassInfo, TeacherMark, Work } from '@yuwen/protocol';

export function presentClass(row: ClassRow, memberCount: number, teacherName: string): ClassInfo {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    code: row.code,
    archived: Number(row.archived_at) > 0,
    member_count: Number(memberCount),
    teacher_name: teacherName,
    created_at: Number(row.created_at),
  };
}

export function presentAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    class_id: row.class_id,
    kind: row.kind as AssignmentKind,
    target_id: row.target_id,
    title: row.title,
    note: row.note,
    due_date: row.due_date,
    created_at: Number(row.created_at),
  };
}

/** The dictation that counts for an assignment: its score and when it was handed in. */
export interface CountedDictation {
  score: number;
  submitted_at: number;
}

type Handed = Pick<AssignmentSubmissionRow, 'recitation_id' | 'handed_in_at' | 'mark' | 'comment'>;

/**
 * Pure: a pupil's work on an assignment. A recitation is handed in with a recording and done once
 * the teacher marks it; a 听写 is done by the counted dictation. The teacher's mark and comment
 * come with either.
 */
export function presentWork(
  kind: string,
  handed: Partial<Handed> | undefined,
  dictation: CountedDictation | undefined,
): Work {
  const mark = handed?.mark === 'good' || handed?.mark === 'again' ? (handed.mark as TeacherMark) : null;
  const recitationId = handed?.recitation_id ?? null;
  const base = { mark, comment: mark ? (handed?.comment ?? '') : '' };
  if (kind === 'dictation') {
    return dictation
      ? { ...base, state: 'done', score: dictation.score, recitation_id: null, done_at: Number(dictation.submitted_at) }
      : { ...base, state: 'todo', score: null, recitation_id: null, done_at: 0 };
  }
  const doneAt = recitationId !== null ? Number(handed?.handed_in_at ?? 0) : 0;
  const state = mark ? 'done' : recitationId !== null ? 'handed_in' : 'todo';
  return { ...base, state, score: null, recitation_id: recitationId, done_at: doneAt };
}

export const MARK_LABELS: Record<TeacherMark, string> = { good: '已背会', again: '再练练' };

/** Pure: one cell of the results file. */
export function workLabel(kind: string, work: Work): string {
  if (kind === 'dictation') return work.score === null ? '未完成' : `${work.score}分`;
  if (work.mark) return MARK_LABELS[work.mark];
  return work.state === 'handed_in' ? '已交，待批改' : '未交';
}

/** Pure: a CSV field, quoted when needed; a leading = + - @ is defused so a spreadsheet shows it as text. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
