import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

// Local times, so the test reads the same in any time zone the machine runs in.
const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).getTime();

describe('messageTime', () => {
  const now = at(2026, 11, 27, 10, 0);

  it('says 今天 and 昨天 with the clock for the last two days', () => {
    expect(messageTime(at(2026, 11, 27, 8, 5), now)).toBe('今天 08:05');
    expect(messageTime(at(2026, 11, 27, 0, 0), now)).toBe('今天 00:00');
    expect(messageTime(at(2026, 11, 26, 23, 59), now)).toBe('昨天 23:59');
    expect(messageTime(at(2026, 11, 26, 0, 0), now)).toBe('昨天 00:00');
  });

  it('gives the day for older messages, and the year once it is another year', () => {
    expect(messageTime(at(2026, 11, 25, 17, 30), now)).toBe('11月25日 17:30');
    expect(messageTime(at(2026, 1, 3, 9, 0), now)).toBe('1月3日 09:00');
    expect(messageTime(at(2025, 12, 31, 9, 0), now)).toBe('2025年12月31日');
  });
});
