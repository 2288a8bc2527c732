import { describe, expect, it } from 'vitest';
import { inPages, inSlices } from './next-turn.js';

describe('slices of a long build', () => {
  it('visits every item in order, letting the event loop turn between slices', async () => {
    const seen: string[] = [];
    const items = Array.from({ length: 5 }, (_, i) => i);
    // Something waiting on the event loop gets its turn after the first slice, not after the whole build.
    setImmediate(() => seen.push('other'));
    await inSlices(items, (item, index) => seen.push(`${item}@${index}`), 2);
    expect(seen).toEqual(['0@0', '1@1', 'other', '2@2', '3@3', '4@4']);
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
