import type { TextbookLesson } from '@yuwen/protocol';
import { readingAudio } from '../reading-audio';

/**
 * What an offline pack of a volume holds besides the lesson answers themselves: the stroke data of
 * every character its lessons teach (会认, 会写 and the blue review ones) and the syllable recording
 * of each of their readings, each file once.
 */
export function packFiles(lessons: readonly TextbookLesson[]): string[] {
  const strokes = new Set<string>();
  const audio = new Set<string>();
  for (const lesson of lessons) {
    for (const tile of [...lesson.shizi, ...lesson.xiezi, ...lesson.shizi_review]) {
      strokes.add(`/hanzi-data/${encodeURIComponent(tile.char)}.json`);
      for (const reading of tile.readings) {
        const address = readingAudio(reading);
        if (address) audio.add(address);
      }
    }
  }
  return [...strokes, ...audio];
}

/** A size in megabytes as the pupil reads it: one decimal, at least 0.1 MB. */
export function megabytes(bytes: number): string {
  return `${Math.max(0.1, bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How far a download has gone, 0–100 (whole numbers; 100 only when all is done). */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.floor((done / total) * 100));
}

/**
 * Runs `work` over `items`, at most `limit` at a time (a school network shared by a class should
 * not get hundreds of requests at once); answers the results in the items' order.
 */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
