import { describe, expect, it } from 'vitest';
import { lazyObject } from './lazy-object';

describe('lazyObject', () => {
  it('makes the object at the first use, once, and answers for it', () => {
    let made = 0;
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
      sum() {
        return this.x + this.y;
      }
    }
    const point = lazyObject(() => {
      made += 1;
      return new Point(1, 2);
    });
    expect(made).toBe(0);
    expect(point.x).toBe(1);
    expect(point.sum()).toBe(3);
    point.y = 5;
    expect(point.sum()).toBe(6);
    expect('x' in point).toBe(true);
    expect(Object.keys(point)).toEqual(['x', 'y']);
    expect({ ...point }).toEqual({ x: 1, y: 5 });
    expect(point instanceof Point).toBe(true);
    expect(made).toBe(1);
  });
});
