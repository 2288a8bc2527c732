import { describe, expect, it } from 'vitest';
import { MAX_RECORD_MS, summarise } from './learn-record.statistics.js';

const MIN = 60 * 1000;
// 2026-03-10 00:00 in China is 2026-03-09 16:00 UTC.
const CHINA_MIDNIGHT = Date.UTC(2026, 2, 9, 16, 0, 0);
const NOW = CHINA_MIDNIGHT + 10 * 60 * MIN; // 10:00 on 2026-03-10 in China

const record = (start: number, end: number, module_id = 1) => ({
  module_id,
  module_name: '拼音学习',
  started_at: start,
  ended_at: end,
});

describe('learning-time statistics', () => {
  it('uses China calendar days and splits a record at China midnight', () => {
    const stats = summarise([record(CHINA_MIDNIGHT - 20 * MIN, CHINA_MIDNIGHT + 5 * MIN)], 2, NOW);
    expect(stats.days).toEqual([
      { date: '2026-03-09', seconds: 1200 },
      { date: '2026-03-10', seconds: 300 },
    ]);
    expect(stats.total_seconds).toBe(1500);
  });

  it('counts only the part inside the window and caps a record left open for hours', () => {
    const stats = summarise(
      [
        record(CHINA_MIDNIGHT - 5 * MIN, CHINA_MIDNIGHT + 5 * MIN),
        record(CHINA_MIDNIGHT + MIN, CHINA_MIDNIGHT + 9 * 60 * MIN, 2),
      ],
      1,
      NOW,
    );
    expect(stats.days).toEqual([{ date: '2026-03-10', seconds: 300 + MAX_RECORD_MS / 1000 }]);
    expect(stats.modules.map((m) => m.module_id)).toEqual([2, 1]);
  });

  it('answers every day of the window, empty ones too', () => {
    const stats = summarise([], 30, NOW);
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]?.date).toBe('2026-02-09');
    expect(stats.days[29]?.date).toBe('2026-03-10');
    expect(stats.modules).toEqual([]);
  });
});
