import { describe, expect, it } from 'vitest';
import { roundStars, secondsLeft } from './qmdw-view';

describe('secondsLeft', () => {
  it('counts on the server’s clock and stops at zero', () => {
    expect(secondsLeft({ deadline: 10_000 }, 0, 1_000)).toBe(9);
    expect(secondsLeft({ deadline: 10_000 }, 2_000, 1_000)).toBe(7);
    expect(secondsLeft({ deadline: 10_000 }, 0, 9_500)).toBe(1);
    expect(secondsLeft({ deadline: 10_000 }, 0, 20_000)).toBe(0);
  });
});

describe('roundStars', () => {
  const round = (correct: number, status: 'won' | 'done' | 'timeout') => ({
    correct,
    status,
    questions: Array.from({ length: 6 }, () => ({
      kind: 'tone' as const,
      sound: '',
      cells: [],
      columns: 4,
      source: '',
    })),
  });
  it('gives three for all right in time, two for a win, one for half', () => {
    expect(roundStars(round(6, 'won'))).toBe(3);
    expect(roundStars(round(5, 'won'))).toBe(2);
    expect(roundStars(round(3, 'done'))).toBe(1);
    expect(roundStars(round(6, 'timeout'))).toBe(1);
    expect(roundStars(round(2, 'done'))).toBe(0);
  });
});
