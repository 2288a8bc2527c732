import type { MyAssignment } from '@yuwen/protocol';

/**
 * Where a piece of 作业 is done, by its address (features never import each other): a poem's
 * practice page in 唐诗宋词 (its own path on phones, /tssc?id= on desktop), a lesson's 听写 in 部编词语.
 */
export function homeworkLink(assignment: Pick<MyAssignment, 'kind' | 'target_id'>, desktop: boolean): string {
  if (assignment.kind === 'dictation') return `/bpcy?dictation=${assignment.target_id}`;
  return `${desktop ? '/tssc' : '/tssc/book'}?id=${assignment.target_id}`;
}

/** What the pupil reads about the state of a piece of 作业. */
export function homeworkState(assignment: Pick<MyAssignment, 'kind' | 'overdue' | 'work'>): string {
  const { work } = assignment;
  if (work.mark === 'good') return '老师说：已背会';
  if (work.mark === 'again') return '老师说：再练练';
  if (work.state === 'handed_in') return '已交给老师，等老师听';
  if (work.state === 'done') return work.score === null ? '已完成' : `已完成，${work.score}分`;
  return assignment.overdue ? '已过截止日期，还可以补上' : '还没做';
}

/** A due day as the pages say it: 12月3日. */
export function dayText(due: string): string {
  const [, month, day] = due.split('-');
  return `${Number(month)}月${Number(day)}日`;
}
