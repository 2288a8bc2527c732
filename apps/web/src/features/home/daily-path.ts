// 今天的任务: which tasks today holds and which are done, from the server's daily path and the lesson
// the home screen already knows to go on with.
import type { DailyPath, LessonSummary } from '@yuwen/protocol';
import { lessonLabel } from '../../components/textbook-volume/next-lesson';

export type DailyTaskKey = 'review' | 'lesson' | 'poem';

export interface DailyTask {
  key: DailyTaskKey;
  /** The area whose drawing stands for the task. */
  icon: string;
  title: string;
  detail: string;
  done: boolean;
  /** Where the task is done; undefined when that area has no page here. */
  to: string | undefined;
}

/** Where each task opens. */
export interface DailyTaskLinks {
  review: string | undefined;
  lesson: (lessonId: number) => string | undefined;
  poem: (poemId: number) => string | undefined;
}

/**
 * Today's tasks in order: the review (when characters are due or were reviewed today), the lesson
 * (practised today, else the next one of the chosen volume), the poem of the day.
 */
export function dailyTasks(path: DailyPath, next: LessonSummary | undefined, links: DailyTaskLinks): DailyTask[] {
  const tasks: DailyTask[] = [];
  if (path.review) {
    tasks.push({
      key: 'review',
      icon: 'hzcs',
      title: '复习生字',
      detail: path.review.done ? '要复习的字都复习完了' : `有 ${path.review.due_count} 个字等你复习`,
      done: path.review.done,
      to: links.review,
    });
  }
  const lesson = path.lesson_today ?? next;
  if (lesson) {
    tasks.push({
      key: 'lesson',
      icon: 'tbjx',
      title: '学一课',
      detail: path.lesson_today ? `今天学了：${lessonLabel(lesson)}` : `下一课：${lessonLabel(lesson)}`,
      done: path.lesson_today !== null,
      to: links.lesson(lesson.id),
    });
  }
  if (path.poem) {
    tasks.push({
      key: 'poem',
      icon: 'tssc',
      title: '每日一诗',
      detail: `《${path.poem.title}》 ${path.poem.dynasty}·${path.poem.author}`,
      done: path.poem.done,
      to: links.poem(path.poem.id),
    });
  }
  return tasks;
}

/** What the ring shows: tasks done of all today's tasks. */
export function ringCount(tasks: readonly DailyTask[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length };
}
