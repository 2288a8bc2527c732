import { describe, expect, it } from 'vitest';
import { dayText, homeworkLink, homeworkState } from './homework-links';

const work = { state: 'todo', score: null, recitation_id: null, mark: null, comment: '', done_at: 0 } as const;

describe('作业 links and states', () => {
  it('opens a poem in 唐诗宋词 by layout and a lesson’s 听写 in 部编词语', () => {
    expect(homeworkLink({ kind: 'poem_recite', target_id: 7 }, false)).toBe('/tssc/book?id=7');
    expect(homeworkLink({ kind: 'poem_recite', target_id: 7 }, true)).toBe('/tssc?id=7');
    expect(homeworkLink({ kind: 'dictation', target_id: 12 }, true)).toBe('/bpcy?dictation=12');
  });

  it('says a due day the short way', () => {
    expect(dayText('2026-12-03')).toBe('12月3日');
  });

  it('says what is done, what waits for the teacher and what the teacher said', () => {
    expect(homeworkState({ kind: 'poem_recite', overdue: false, work })).toBe('还没做');
    expect(homeworkState({ kind: 'poem_recite', overdue: true, work })).toBe('已过截止日期，还可以补上');
    expect(homeworkState({ kind: 'poem_recite', overdue: false, work: { ...work, state: 'handed_in' } })).toBe(
      '已交给老师，等老师听',
    );
    expect(homeworkState({ kind: 'poem_recite', overdue: false, work: { ...work, state: 'done', mark: 'good' } })).toBe(
      '老师说：已背会',
    );
    expect(homeworkState({ kind: 'dictation', overdue: false, work: { ...work, state: 'done', score: 90 } })).toBe(
      '已完成，90分',
    );
  });
});
