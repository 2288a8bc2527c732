import { describe, expect, it } from 'vitest';
import { lessonLabel, lessonPath, nextLesson } from './next-lesson';
import { testLesson as lesson, testUnit as unit } from './test-volumes';

describe('the lesson to go on with', () => {
  it('is the first lesson in book order that still has characters to learn', () => {
    const units = [unit(1, [lesson(1, 6, 6), lesson(2, 0, 0)]), unit(2, [lesson(3, 5, 9), lesson(4, 0, 4)])];
    expect(nextLesson(units)?.id).toBe(3);
  });

  it('is none when every character is learned or no lesson teaches any', () => {
    expect(nextLesson([unit(1, [lesson(1, 6, 6), lesson(2, 0, 0)])])).toBeUndefined();
    expect(nextLesson([])).toBeUndefined();
  });

  it('is named by its printed number and title', () => {
    expect(lessonLabel({ number: '2', title: '江南' })).toBe('2 江南');
    expect(lessonLabel({ number: '', title: '语文园地一' })).toBe('语文园地一');
  });

  it('opens on its own page on phones and beside the contents on desktop', () => {
    expect(lessonPath('/tbjx', 42, false)).toBe('/tbjx/bookContent/2007/42');
    expect(lessonPath('/tbjx', 42, true)).toBe('/tbjx?part=bookContent&id=42');
  });
});
