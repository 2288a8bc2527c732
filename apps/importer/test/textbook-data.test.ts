import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTER_ROOT } from '../src/package-data.js';

/** The parts of a volume file the gates read (FORMAT.md). */
interface Volume {
  key: string;
  status: 'complete' | 'partial';
  printed_totals: { shizi: number; xiezi: number; ciyu: number | null };
  units: { lessons: { title: string; kind: string; shizi: string[]; xiezi: string[]; ciyu?: string[] | null }[] }[];
}

const KINDS = ['识字', '汉语拼音', '课文', '古诗', '文言文', '口语交际', '习作', '语文园地', '快乐读书吧'];
const folder = join(IMPORTER_ROOT, 'data', 'textbook');
const volumes: Volume[] = readdirSync(folder)
  .filter((name) => /^g[1-6][ab]\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Volume);
const strokeData = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));

const lessons = (volume: Volume) => volume.units.flatMap((unit) => unit.lessons);
const count = (volume: Volume, table: 'shizi' | 'xiezi') =>
  lessons(volume).reduce((sum, lesson) => sum + lesson[table].length, 0);

describe('textbook data', () => {
  it('holds the verified 一年级上册', () => {
    expect(volumes.map((v) => v.key)).toContain('g1a');
    expect(volumes.find((v) => v.key === 'g1a')?.status).toBe('complete');
  });

  it.each(volumes.map((v) => [v.key, v] as const))('%s: a complete volume counts its printed totals', (_key, v) => {
    if (v.status !== 'complete') return;
    expect(count(v, 'shizi')).toBe(v.printed_totals.shizi);
    expect(count(v, 'xiezi')).toBe(v.printed_totals.xiezi);
    const words = lessons(v).reduce((sum, lesson) => sum + (lesson.ciyu?.length ?? 0), 0);
    expect(words, 'a complete volume records its whole 词语表 (0 when it prints none)').toBe(v.printed_totals.ciyu);
  });

  it.each(volumes.map((v) => [v.key, v] as const))('%s: lessons are well formed', (_key, v) => {
    for (const lesson of lessons(v)) {
      expect(KINDS, lesson.title).toContain(lesson.kind);
      for (const table of [lesson.shizi, lesson.xiezi]) {
        expect(new Set(table).size, `${lesson.title} repeats a character`).toBe(table.length);
        for (const char of table) {
          expect(char, lesson.title).toMatch(/^\p{Script=Han}$/u);
          expect(existsSync(join(strokeData, `${char}.json`)), `${char} has no stroke data`).toBe(true);
        }
      }
    }
  });
});
