import type { AssignmentRow, AssignmentSubmissionRow, ClassRow } from '@yuwen/db';
import {
  type Assignment,
  type AssignmentKind,
  type ClassInfo,
  charsLeft,
  type TeacherMark,
  type Work,
} from '@yuwen/protocol';

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
    chars: row.chars,
    chapter: Number(row.chapter),
  };
}

/**
 * What answers an assignment by itself, found whenever the work is read: the counted dictation or
 * paper (its score) or the reading place (no score), and when.
 */
export interface CountedWork {
  score: number | null;
  at: number;
}

type Handed = Pick<AssignmentSubmissionRow, 'recitation_id' | 'handed_in_at' | 'mark' | 'comment' | 'written'>;

/**
 * Pure: a pupil's work on an assignment. A recitation is handed in with a recording and done once
 * the teacher marks it; characters are done when each is written; a 听写, a paper and a reading
 * are done by what the pupil did in their own pages (`counted`). The teacher's mark and comment
 * come with any.
 */
export function presentWork(
  assignment: Pick<AssignmentRow, 'kind' | 'chars'>,
  handed: Partial<Handed> | undefined,
  counted: CountedWork | undefined,
): Work {
  const mark = handed?.mark === 'good' || handed?.mark === 'again' ? (handed.mark as TeacherMark) : null;
  const recitationId = handed?.recitation_id ?? null;
  const base = { mark, comment: mark ? (handed?.comment ?? '') : '', written: '' };
  const todo = { ...base, state: 'todo', score: null, recitation_id: null, done_at: 0 } as const;
  if (assignment.kind === 'write') {
    const written = handed?.written ?? '';
    const done = written !== '' && charsLeft(assignment.chars, written).length === 0;
    return done
      ? { ...todo, written, state: 'done', done_at: Number(handed?.handed_in_at ?? 0) }
      : { ...todo, written };
  }
  if (assignment.kind === 'reading') {
    // Kept on the hand-in the first time the place reached the chapter: it stays read.
    const keptAt = Number(handed?.handed_in_at ?? 0);
    const at = keptAt > 0 ? keptAt : Number(counted?.at ?? 0);
    return at > 0 ? { ...todo, state: 'done', done_at: at } : todo;
  }
  if (assignment.kind !== 'poem_recite') {
    return counted ? { ...todo, state: 'done', score: counted.score, done_at: Number(counted.at) } : todo;
  }
  const doneAt = recitationId !== null ? Number(handed?.handed_in_at ?? 0) : 0;
  const state = mark ? 'done' : recitationId !== null ? 'handed_in' : 'todo';
  return { ...base, state, score: null, recitation_id: recitationId, done_at: doneAt };
}

export const MARK_LABELS: Record<TeacherMark, string> = { good: '已背会', again: '再练练' };

/** Pure: one cell of the results file. */
export function workLabel(assignment: Pick<AssignmentRow, 'kind' | 'chars'>, work: Work): string {
  switch (assignment.kind) {
    case 'dictation':
    case 'paper':
      return work.score === null ? '未完成' : `${work.score}分`;
    case 'reading':
      return work.state === 'done' ? '已读' : '未读';
    case 'write': {
      const total = new Set(assignment.chars).size;
      return work.state === 'done'
        ? '已写完'
        : `写了${total - charsLeft(assignment.chars, work.written).length}/${total}个字`;
    }
  }
  if (work.mark) return MARK_LABELS[work.mark];
  return work.state === 'handed_in' ? '已交，待批改' : '未交';
}

/** Pure: a CSV field, quoted when needed; a leading = + - @ is defused so a spreadsheet shows it as text. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
