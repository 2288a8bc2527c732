import type { LessonSummary, TextbookUnit } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { lessonLabel, nextLesson, percent, sumProgress, tilesProgress, volumeProgress } from './progress';

const lesson = (id: number, learned: number, total: number, number = String(id)): LessonSummary => ({
  id,
  number,
  title: `第${id}课`,
  kind: '课文',
  shizi: '',
  xiezi: '',
  learned,
  total,
});
const unit = (id: number, lessons: LessonSummary[]): TextbookUnit => ({
  id,
  title: `第${id}单元`,
  section: '',
  lessons,
  rijileiji: [],
});

describe('progress', () => {
  it('shows 100% only when every character is learned', () => {
    expect(percent({ learned: 9, total: 10 })).toBe(90);
    expect(percent({ learned: 29, total: 30 })).toBe(96);
    expect(percent({ learned: 10, total: 10 })).toBe(100);
    expect(percent({ learned: 12, total: 10 })).toBe(100);
    expect(percent({ learned: 0, total: 0 })).toBe(0);
  });

  it('adds lessons up into units and volumes', () => {
    const units = [unit(1, [lesson(1, 2, 6), lesson(2, 0, 0)]), unit(2, [lesson(3, 5, 9)])];
    expect(sumProgress(units[0]?.lessons ?? [])).toEqual({ learned: 2, total: 6 });
    expect(volumeProgress(units)).toEqual({ learned: 7, total: 15 });
  });

  it('goes on with the first lesson that still has characters to learn', () => {
    const units = [unit(1, [lesson(1, 6, 6), lesson(2, 0, 0)]), unit(2, [lesson(3, 5, 9), lesson(4, 0, 4)])];
    expect(nextLesson(units)?.id).toBe(3);
    expect(nextLesson([unit(1, [lesson(1, 6, 6), lesson(2, 0, 0)])])).toBeUndefined();
  });

  it("counts a lesson's characters once, learned when any tile of it is", () => {
    const tiles = [
      { char: '天', learned: true },
      { char: '地', learned: false },
      { char: '天', learned: false },
      { char: '人', learned: false },
      { char: '人', learned: true },
    ];
    expect(tilesProgress(tiles)).toEqual({ learned: 2, total: 3 });
  });

  it('names a lesson by its printed number and title', () => {
    expect(lessonLabel({ number: '2', title: '江南' })).toBe('2 江南');
    expect(lessonLabel({ number: '', title: '语文园地一' })).toBe('语文园地一');
  });
});
