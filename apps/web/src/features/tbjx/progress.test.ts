import { describe, expect, it } from 'vitest';
import { testLesson as lesson, testUnit as unit } from '../../components/textbook-volume/test-volumes';
import { percent, sumProgress, tilesProgress, volumeProgress } from './progress';

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
});
