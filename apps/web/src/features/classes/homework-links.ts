import { charsLeft, type MyAssignment } from '@yuwen/protocol';

type Linked = Pick<MyAssignment, 'id' | 'kind' | 'target_id' | 'chapter'>;

/** What a teacher marks outside the class view, by address: 考试中心's 写话 and 部编作文's handed-in compositions. */
export const MARKING_LINKS = [
  { to: '/kszx/writing', label: '批改写话', testId: 'class-mark-writing' },
  { to: '/bpzw?teach=all', label: '批改作文', testId: 'class-mark-compositions' },
] as const;

/**
 * Where a piece of 作业 is done, by its address (features never import each other): a poem's
 * practice page in 唐诗宋词 (its own path on phones, /tssc?id= on desktop), a lesson's 听写 in 部编词语,
 * a paper in 考试中心, a chapter in 部编阅读's reader, characters on this feature's writing page.
 */
export function homeworkLink(assignment: Linked, desktop: boolean): string {
  const { kind, target_id: target } = assignment;
  switch (kind) {
    case 'dictation':
      return `/bpcy?dictation=${target}`;
    case 'paper':
      return desktop ? `/kszx?paper=${target}` : `/kszx/paper/${target}`;
    case 'reading':
      return desktop
        ? `/bpyd?book=${target}&chapter=${assignment.chapter}`
        : `/bpyd/book/${target}?chapter=${assignment.chapter}`;
    case 'write':
      return `/homework/write?id=${assignment.id}`;
    case 'poem_recite':
      return `${desktop ? '/tssc' : '/tssc/book'}?id=${target}`;
  }
}

/** The button that opens a piece of 作业. */
export function homeworkAction(assignment: Pick<MyAssignment, 'kind' | 'work'>): string {
  switch (assignment.kind) {
    case 'dictation':
      return '去听写';
    case 'paper':
      return '去答题';
    case 'reading':
      return '去阅读';
    case 'write':
      return assignment.work.written ? '接着写' : '去写字';
    case 'poem_recite':
      return assignment.work.state === 'handed_in' ? '再录一遍' : '去背诵';
  }
}

/** The characters of a 写字 assignment still to write, each once. */
export function charsToWrite(assignment: Pick<MyAssignment, 'chars' | 'work'>): string[] {
  return charsLeft(assignment.chars, assignment.work.written);
}

/** What the pupil reads about the state of a piece of 作业. */
export function homeworkState(assignment: Pick<MyAssignment, 'kind' | 'chars' | 'overdue' | 'work'>): string {
  const { work } = assignment;
  if (work.mark === 'good') return '老师说：已背会';
  if (work.mark === 'again') return '老师说：再练练';
  if (work.state === 'handed_in') return '已交给老师，等老师听';
  if (work.state === 'done') {
    if (assignment.kind === 'paper') return `已交卷，${work.score}分`;
    if (assignment.kind === 'write') return '已写完';
    if (assignment.kind === 'reading') return '已读完';
    return work.score === null ? '已完成' : `已完成，${work.score}分`;
  }
  if (assignment.kind === 'write' && work.written) {
    return `已写${[...work.written].length}个字，还差${charsToWrite(assignment).length}个`;
  }
  return assignment.overdue ? '已过截止日期，还可以补上' : '还没做';
}

/** A due day as the pages say it: 12月3日. */
export function dayText(due: string): string {
  const [, month, day] = due.split('-');
  return `${Number(month)}月${Number(day)}日`;
}
