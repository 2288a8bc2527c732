import type { CharacterTile, TextbookLesson } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { inPool, megabytes, packFiles, percentDone } from './pack-plan';

const tile = (char: string, ...readings: string[]): CharacterTile => ({
  id: char.codePointAt(0) ?? 0,
  char,
  readings,
  stroke_count: 3,
  level: 1,
  learned: false,
  favorite: false,
});

const lesson = (shizi: CharacterTile[], xiezi: CharacterTile[] = [], review: CharacterTile[] = []) =>
  ({ shizi, xiezi, shizi_review: review }) as unknown as TextbookLesson;

describe('an offline pack’s files', () => {
  it('are each character’s stroke data and each reading’s recording, once', () => {
    const files = packFiles([
      lesson([tile('天', 'tiān'), tile('地', 'dì', 'de')], [tile('天', 'tiān')]),
      lesson([tile('人', 'rén')], [], [tile('地', 'dì')]),
    ]);
    expect(files).toEqual([
      `/hanzi-data/${encodeURIComponent('天')}.json`,
      `/hanzi-data/${encodeURIComponent('地')}.json`,
      `/hanzi-data/${encodeURIComponent('人')}.json`,
      '/audio/pinyin/tian1.mp3',
      '/audio/pinyin/di4.mp3',
      '/audio/pinyin/de5.mp3',
      '/audio/pinyin/ren2.mp3',
    ]);
  });

  it('are none for lessons that teach no characters', () => {
    expect(packFiles([lesson([])])).toEqual([]);
  });
});

describe('sizes and progress as the pupil reads them', () => {
  it('says megabytes with one decimal, never 0', () => {
    expect(megabytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(megabytes(2_000)).toBe('0.1 MB');
  });

  it('says 100 % only when everything is in', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(50, 200)).toBe(25);
    expect(percentDone(199.9, 200)).toBe(99);
    expect(percentDone(200, 200)).toBe(100);
  });
});

describe('inPool', () => {
  it('runs at most `limit` at once and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await inPool([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});
