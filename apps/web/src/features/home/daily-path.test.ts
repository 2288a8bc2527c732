import type { DailyPath, LessonSummary } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { RING_LENGTH, ringOffset } from '../../components/progress-ring/progress-ring';
import { dailyTasks, ringCount } from './daily-path';

const PATH: DailyPath = {
  date: '2025-09-01',
  stars: 0,
  streak: { current: 0, longest: 0, today: false },
  review: null,
  lesson_today: null,
  poem: { id: 7, title: '咏鹅', author: '骆宾王', dynasty: '唐', done: false },
};
const NEXT = { id: 3, number: '识字1', title: '天地人' } as LessonSummary;
const LINKS = {
  review: '/hzcs?tab=review',
  lesson: (id: number) => `/lesson/${id}`,
  poem: (id: number) => `/poem/${id}`,
};

describe('daily path', () => {
  it('holds the next lesson and the poem of the day, none done yet', () => {
    const tasks = dailyTasks(PATH, NEXT, LINKS);
    expect(tasks.map((t) => [t.key, t.done, t.to])).toEqual([
      ['lesson', false, '/lesson/3'],
      ['poem', false, '/poem/7'],
    ]);
    expect(tasks[0]?.detail).toBe('下一课：识字1 天地人');
    expect(tasks[1]?.detail).toBe('《咏鹅》 唐·骆宾王');
    expect(ringCount(tasks)).toEqual({ done: 0, total: 2 });
  });

  it('ticks the lesson practised today, whatever the next lesson is now, and the review once nothing is due', () => {
    const tasks = dailyTasks(
      {
        ...PATH,
        review: { due_count: 0, done: true },
        lesson_today: { id: 2, number: '', title: '口语交际' },
        poem: { ...(PATH.poem as NonNullable<DailyPath['poem']>), done: true },
      },
      NEXT,
      LINKS,
    );
    expect(tasks.map((t) => [t.key, t.done])).toEqual([
      ['review', true],
      ['lesson', true],
      ['poem', true],
    ]);
    expect(tasks[1]).toMatchObject({ detail: '今天学了：口语交际', to: '/lesson/2' });
    expect(ringCount(tasks)).toEqual({ done: 3, total: 3 });
  });

  it('says how many characters wait, and leaves out what has no task today', () => {
    const tasks = dailyTasks({ ...PATH, review: { due_count: 12, done: false }, poem: null }, undefined, LINKS);
    expect(tasks.map((t) => t.key)).toEqual(['review']);
    expect(tasks[0]?.detail).toBe('有 12 个字等你复习');
    expect(ringCount([])).toEqual({ done: 0, total: 0 });
  });

  it('fills the ring by what is done, never past full and empty with nothing to do', () => {
    expect(ringOffset(0, 3)).toBeCloseTo(RING_LENGTH);
    expect(ringOffset(1, 2)).toBeCloseTo(RING_LENGTH / 2);
    expect(ringOffset(3, 3)).toBe(0);
    expect(ringOffset(5, 3)).toBe(0);
    expect(ringOffset(0, 0)).toBeCloseTo(RING_LENGTH);
  });
});
