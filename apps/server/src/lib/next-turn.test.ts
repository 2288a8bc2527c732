import { describe, expect, it } from 'vitest';
import { inPages, inSlices } from './next-turn.js';

describe('slices of a long build', () => {
  it('visits every item in order, letting the event loop turn once a slice has run its time', async () => {
    const seen: string[] = [];
    const items = Array.from({ length: 40 }, (_, i) => i);
    // The clock is read every 16 items; moving 6 ms a reading, 10 ms slices end after the 32nd item.
    let clock = 0;
    const now = () => {
      clock += 6;
      return clock;
    };
    // Something waiting on the event loop gets its turn after the first slice, not after the whole build.
    setImmediate(() => seen.push('other'));
    await inSlices(items, (item, index) => seen.push(`${item}@${index}`), 10, now);
    expect(seen.indexOf('other')).toBe(32);
    expect(seen.filter((s) => s !== 'other')).toEqual(items.map((i) => `${i}@${i}`));
  });

  it('turns at least once at the end, however quick the items', async () => {
    const seen: string[] = [];
    setImmediate(() => seen.push('other'));
    await inSlices([1, 2, 3], (item) => seen.push(String(item)));
    expect(seen).toEqual(['1', '2', '3', 'other']);
  });

  it('reads page after page until a short one, whatever the page size', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    for (const size of [10, 25, 30]) {
      const asked: number[] = [];
      const read = await inPages(async (offset, limit) => {
        asked.push(offset);
        return rows.slice(offset, offset + limit);
      }, size);
      expect(read).toEqual(rows);
      expect(asked).toEqual(size === 10 ? [0, 10, 20] : size === 25 ? [0, 25] : [0]);
    }
  });

  it('lets the event loop turn after each page', async () => {
    const seen: string[] = [];
    const reading = inPages(async (offset) => {
      seen.push(`page ${offset}`);
      return offset < 2 ? [offset, offset + 1] : [];
    }, 2);
    setImmediate(() => seen.push('other'));
    await reading;
    expect(seen).toEqual(['page 0', 'other', 'page 2']);
  });
});
