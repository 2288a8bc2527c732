import { describe, expect, it } from 'vitest';
import { readPackageText } from '../src/package-data.js';
import { parseEtymologyImages } from '../src/sources/origins/origins.parse.js';
import { BIBEI_75 } from '../src/sources/poems/bibei75.data.js';
import { TEXTBOOK_CLASSICS } from '../src/sources/poems/textbook-classics.data.js';
import { iconsUsed, PLAN, parsePlan, planCategories } from '../src/sources/ycjy/ycjy.parse.js';
import { readPlanFiles } from '../src/sources/ycjy/ycjy.source.js';

const files = readPlanFiles();
const { lessons, problems } = parsePlan(files.lessons, files.rhymes, files.poems, files.icons);
/** The catalogue's own lists of the two collections the lessons' poems come from. */
const CATALOGUE: Readonly<Record<string, readonly { title: string; author: string }[]>> = {
  bibei75: BIBEI_75,
  kebengushiwen: TEXTBOOK_CLASSICS,
};

describe('data/ycjy (幼儿教育 plan)', () => {
  it('holds 4 grades × 10 months × 2 lessons, every lesson well formed', () => {
    expect(problems).toEqual([]);
    expect(lessons).toHaveLength(PLAN.grades.length * PLAN.months.length * PLAN.perMonth);
    for (const grade of PLAN.grades)
      for (const month of PLAN.months)
        for (let index = 1; index <= PLAN.perMonth; index++)
          expect(
            lessons.filter((l) => l.grade === grade && l.month === month && l.index === index),
            `${grade}-${month}-${index}`,
          ).toHaveLength(1);
  });

  it('keeps the texts short', () => {
    for (const l of lessons) {
      expect(l.origin.length, l.char).toBeLessThanOrEqual(40);
      expect(l.game.length, l.char).toBeLessThanOrEqual(40);
      expect(l.guide.length, l.char).toBeLessThanOrEqual(60);
    }
  });

  it('shares a pool of at least 24 traditional rhymes, each used', () => {
    expect(files.rhymes.length).toBeGreaterThanOrEqual(24);
    const used = new Set(lessons.map((l) => l.rhyme));
    for (const r of files.rhymes) expect(used.has(r.key), r.key).toBe(true);
  });

  it('names poems the catalogue holds exactly once', () => {
    for (const [title, ref] of Object.entries(files.poems)) {
      const list = CATALOGUE[ref.collection] ?? [];
      expect(
        list.filter((p) => p.title === title && p.author === ref.author),
        title,
      ).toHaveLength(1);
    }
  });

  it('teaches characters that have ancient forms', () => {
    const images = parseEtymologyImages(readPackageText('chinese-lexicon', 'etymology', 'etymologyImages.js'));
    const withForms = new Set(images.map((i) => i.char));
    expect(lessons.filter((l) => !withForms.has(l.char)).map((l) => l.char)).toEqual([]);
  });

  it('ships exactly the pictures it uses, each an SVG document', () => {
    const used = iconsUsed(lessons);
    expect(Object.keys(files.icons).sort()).toEqual([...used].sort());
    for (const svg of Object.values(files.icons)) expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('tells a bad lesson apart', () => {
    const bad = JSON.stringify([
      { ...lessons[0], month: 7, index: 1 },
      { ...lessons[1], stroke: '圈', rhyme: 'none' },
    ]);
    const parsed = parsePlan(bad, files.rhymes, files.poems, files.icons);
    expect(parsed.problems.some((p) => p.includes('年级、月份或课次有误'))).toBe(true);
    expect(parsed.problems.some((p) => p.includes('笔画名称有误'))).toBe(true);
    expect(parsed.problems.some((p) => p.includes('没有这首儿歌'))).toBe(true);
  });

  it('makes a media category for each grade, month and lesson, parents first, in plan order', () => {
    const categories = planCategories(lessons);
    expect(categories).toHaveLength(PLAN.grades.length * (1 + PLAN.months.length * (1 + PLAN.perMonth)));
    expect(categories.slice(0, 4).map((c) => c.name)).toEqual([
      '小班',
      '九月',
      `第一课 ${lessons[0]?.char}（${lessons[0]?.word}）`,
      expect.stringMatching(/^第二课 /),
    ]);
    const seen = new Set<string>();
    for (const c of categories) {
      const parent = c.idx > 0 ? `${c.grade}-${c.month}-0` : c.month > 0 ? `${c.grade}-0-0` : undefined;
      if (parent) expect(seen.has(parent), `${c.grade}-${c.month}-${c.idx}`).toBe(true);
      seen.add(`${c.grade}-${c.month}-${c.idx}`);
    }
    // A lesson left out (a problem in the plan) gets no category; nor does an emptied month.
    const oneLeft = planCategories(lessons.filter((l) => !(l.grade === 4 && l.month === 6)));
    expect(oneLeft.filter((c) => c.grade === 4 && c.month === 6)).toEqual([]);
  });
});
