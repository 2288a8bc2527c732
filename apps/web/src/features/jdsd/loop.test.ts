import { describe, expect, it } from 'vitest';
import { nextLoopIndex, previousLoopIndex } from './loop';

describe('loop order', () => {
  it('repeats one poem in single mode', () => {
    expect(nextLoopIndex('single', 3, 10, Math.random)).toBe(3);
  });

  it('goes through the list in order and wraps round', () => {
    expect(nextLoopIndex('list', 0, 3, Math.random)).toBe(1);
    expect(nextLoopIndex('list', 2, 3, Math.random)).toBe(0);
    expect(previousLoopIndex(0, 3)).toBe(2);
    expect(previousLoopIndex(2, 3)).toBe(1);
    expect(previousLoopIndex(0, 0)).toBe(0);
  });

  it('shuffles without repeating the poem just read', () => {
    expect(nextLoopIndex('shuffle', 1, 3, () => 0)).toBe(0);
    expect(nextLoopIndex('shuffle', 1, 3, () => 0.5)).toBe(2);
    expect(nextLoopIndex('shuffle', 1, 3, () => 0.9999)).toBe(2);
    expect(nextLoopIndex('shuffle', 0, 1, () => 0.5)).toBe(0);
    for (let i = 0; i < 50; i++) {
      const next = nextLoopIndex('shuffle', 4, 5, Math.random);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(4);
    }
  });
});
