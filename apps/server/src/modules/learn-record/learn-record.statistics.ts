import type { Statistics } from '@yuwen/protocol';
import { chinaDate, chinaDayStart, DAY_MS } from '../../lib/china-time.js';

/**
 * One record counts at most this long: a page left open overnight (or a record whose end was
 * lost) should not turn into a day of learning.
 */
export const MAX_RECORD_MS = 3 * 60 * 60 * 1000;

/** An ended record as the statistics read it. */
export interface TimedRecord {
  module_id: number;
  module_name: string | null;
  started_at: number;
  ended_at: number;
}

/** The window of the last `days` China days, today included: [from, to). */
export function statisticsWindow(days: number, now: number): { from: number; to: number } {
  const to = chinaDayStart(now) + DAY_MS;
  return { from: to - days * DAY_MS, to };
}

/**
 * Learning time per China day and per module over the window. A record that crosses midnight
 * is split between the two days; the parts outside the window are not counted.
 */
export function summarise(records: readonly TimedRecord[], days: number, now: number): Statistics {
  const { from, to } = statisticsWindow(days, now);
  const perDay = new Array<number>(days).fill(0);
  const perModule = new Map<number, { name: string; ms: number }>();
  for (const record of records) {
    const start = Math.max(record.started_at, from);
    const end = Math.min(record.ended_at, record.started_at + MAX_RECORD_MS, to);
    if (end <= start) continue;
    for (let dayStart = chinaDayStart(start); dayStart < end; dayStart += DAY_MS) {
      const index = (dayStart - from) / DAY_MS;
      perDay[index] = (perDay[index] ?? 0) + Math.min(end, dayStart + DAY_MS) - Math.max(start, dayStart);
    }
    const module = perModule.get(record.module_id) ?? { name: record.module_name ?? '', ms: 0 };
    module.ms += end - start;
    perModule.set(record.module_id, module);
  }
  const seconds = (ms: number) => Math.round(ms / 1000);
  const dayList = perDay.map((ms, i) => ({ date: chinaDate(from + i * DAY_MS), seconds: seconds(ms) }));
  return {
    days: dayList,
    modules: [...perModule]
      .map(([module_id, m]) => ({ module_id, module_name: m.name, seconds: seconds(m.ms) }))
      .sort((a, b) => b.seconds - a.seconds || a.module_id - b.module_id),
    total_seconds: dayList.reduce((sum, d) => sum + d.seconds, 0),
  };
}
