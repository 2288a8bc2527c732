import { describe, expect, it } from 'vitest';
import { charsToWrite, dayText, homeworkAction, homeworkLink, homeworkState } from './homework-links';

const work = {
  state: 'todo',
  score: null,
  written: '',
  recitation_id: null,
  mark: null,
  comment: '',
  done_at: 0,
} as const;
const at = (kind: 'poem_recite' | 'dictation' | 'paper' | 'write' | 'reading', target = 7) => ({
  id: 3,
  kind,
  target_id: target,
  chapter: kind === 'reading' ? 2 : 0,
});

describe('作业 links and states', () => {
  it('opens each kind where it is done, by layout', () => {
    expect(homeworkLink(at('poem_recite'), false)).toBe('/tssc/book?id=7');
    expect(homeworkLink(at('poem_recite'), true)).toBe('/tssc?id=7');
    expect(homeworkLink(at('dictation', 12), true)).toBe('/bpcy?dictation=12');
    expect(homeworkLink(at('paper', 40), false)).toBe('/kszx/paper/40');
    expect(homeworkLink(at('paper', 40), true)).toBe('/kszx?paper=40');
    expect(homeworkLink(at('reading', 5), false)).toBe('/bpyd/book/5?chapter=2');
    expect(homeworkLink(at('reading', 5), true)).toBe('/bpyd?book=5&chapter=2');
    expect(homeworkLink(at('write', 0), true)).toBe('/homework/write?id=3');
  });

  it('says a due day the short way', () => {
    expect(dayText('2026-12-03')).toBe('12月3日');
  });

  it('says what is done, what waits for the teacher and what the teacher said', () => {
    const state = (kind: Parameters<typeof at>[0], w: object, overdue = false) =>
      homeworkState({ kind, chars: '天地人', overdue, work: { ...work, ...w } });
    expect(state('poem_recite', {})).toBe('还没做');
    expect(state('poem_recite', {}, true)).toBe('已过截止日期，还可以补上');
    expect(state('poem_recite', { state: 'handed_in' })).toBe('已交给老师，等老师听');
    expect(state('poem_recite', { state: 'done', mark: 'good' })).toBe('老师说：已背会');
    expect(state('dictation', { state: 'done', score: 90 })).toBe('已完成，90分');
    expect(state('paper', { state: 'done', score: 85 })).toBe('已交卷，85分');
    expect(state('reading', { state: 'done' })).toBe('已读完');
    expect(state('write', { written: '地' })).toBe('已写1个字，还差2个');
    expect(state('write', { state: 'done', written: '天地人' })).toBe('已写完');
  });

  it('names the button and the characters still to write', () => {
    expect(homeworkAction({ kind: 'paper', work })).toBe('去答题');
    expect(homeworkAction({ kind: 'write', work: { ...work, written: '天' } })).toBe('接着写');
    expect(charsToWrite({ chars: '天地人', work: { ...work, written: '地' } })).toEqual(['天', '人']);
  });
});
