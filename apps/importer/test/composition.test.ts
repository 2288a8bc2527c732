import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compositionCount } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { buildCategories, type GuideLine, type PoemLine } from '../src/sources/composition/composition.parse.js';
import { COMPOSITION_DIR } from '../src/sources/composition/composition.source.js';

const read = <T>(file: string) =>
  readFileSync(join(COMPOSITION_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
const guides = read<GuideLine>('guides.jsonl');
const lines = read<PoemLine>('poem-lines.jsonl');

const SECTIONS = new Set(['zwwbxxf', 'zwwtfl', 'wbxl', 'xscgfzd', 'zkgfzd', 'gkgfzd', 'zjzwzd']);
/** Simplified Chinese prose: no Latin letters, no half-width punctuation, nothing a pupil's page should not hold. */
const PROSE = /^[\u4e00-\u9fff0-9０-９，。、；：？！“”‘’《》（）·…—\n　]+$/u;
const TOPICS = [
  '看图写话',
  '日记',
  '比喻',
  '拟人',
  '排比',
  '夸张',
  '开头',
  '写人',
  '记事',
  '写景',
  '状物',
  '书信',
  '读后感',
  '观察日记',
];

describe('data/composition (our writing guides)', () => {
  it('has unique keys, known parts and bands, and every text filled', () => {
    expect(new Set(guides.map((g) => g.key)).size).toBe(guides.length);
    for (const guide of guides) {
      expect(SECTIONS.has(guide.section), guide.key).toBe(true);
      expect([0, 1, 2, 3], guide.key).toContain(guide.band);
      expect(guide.intro.length, guide.key).toBeGreaterThan(0);
      for (const text of [guide.title, ...guide.intro, ...guide.steps]) expect(text, guide.key).toMatch(PROSE);
    }
  });

  it('gives every method and form guide 3–4 steps, a model passage and an exercise that fits a sheet', () => {
    for (const guide of guides.filter((g) => g.band > 0)) {
      expect(guide.steps.length, guide.key).toBeGreaterThanOrEqual(3);
      expect(guide.steps.length, guide.key).toBeLessThanOrEqual(4);
      if (guide.section === 'xscgfzd' && !guide.model) continue;
      const model = guide.model?.text ?? '';
      expect(model, guide.key).toMatch(PROSE);
      // Our model passages are short enough for a pupil of the band to write (counted as on 稿纸).
      expect(compositionCount(model), guide.key).toBeGreaterThanOrEqual(60);
      expect(compositionCount(model), guide.key).toBeLessThanOrEqual(300);
      expect(guide.exercise?.title.length ?? 0, guide.key).toBeGreaterThan(0);
      expect(guide.exercise?.title.length ?? 99, guide.key).toBeLessThanOrEqual(20);
    }
  });

  it('covers every topic of issue 16 and each grade band', () => {
    const titles = guides.map((g) => g.title).join('|');
    for (const topic of TOPICS) expect(titles, topic).toContain(topic);
    for (const band of [1, 2, 3]) expect(guides.some((g) => g.band === band)).toBe(true);
  });

  it('says the 中考 and 高考 pages are for older students', () => {
    for (const key of ['zk-info', 'gk-info']) {
      const guide = guides.find((g) => g.key === key);
      expect(guide?.intro[0], key).toMatch(/给(初中|高中)同学看的/);
    }
  });

  it('takes poem lines by theme, each with its poem and poet (the catalogue check: xzsc-materials.test.ts)', () => {
    expect(new Set(lines.map((l) => l.theme)).size).toBeGreaterThanOrEqual(8);
    for (const line of lines) expect(line.line, line.title).toMatch(/^[\u4e00-\u9fff，。？！]+$/u);
  });

  it('organises the guides in the parts of spec §2, a sub-category per band', () => {
    const categories = buildCategories(guides, [], [{ key: 'seasons', name: '四季诗句', lines: [] }]);
    const keys = categories.map((c) => c.key);
    for (const key of ['zwnltp', 'zwwbxxf', 'zwwtfl', 'wbxl', 'xzsc', 'xscgfzd', 'zkgfzd', 'gkgfzd', 'zjzwzd'])
      expect(keys).toContain(key);
    expect(keys).toContain('zwwtfl-3');
    const placed = categories.flatMap((c) => c.guides.map((g) => g.key));
    expect(placed.sort()).toEqual(guides.map((g) => g.key).sort());
  });
});
