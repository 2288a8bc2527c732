import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTER_ROOT } from '../src/package-data.js';
import {
  parseCharStories,
  STORY_FORMATIONS,
  STORY_LENGTH,
  sentenceCount,
} from '../src/sources/char-stories/char-stories.parse.js';
import { CHAR_STORIES_DIR } from '../src/sources/char-stories/char-stories.source.js';
import { FORMATION_FOLDER, parseFormationReview } from '../src/sources/characters/characters.formation.js';

const text = readFileSync(join(CHAR_STORIES_DIR, 'stories.jsonl'), 'utf8');
const lines = text.split('\n').filter((l) => l.trim() !== '');
const entries = lines.map((l) => JSON.parse(l) as { char: string; formation: string; story: string });
/** The reviewed formation table, read here from its file (not through the importer's cache). */
const review = parseFormationReview(
  readFileSync(join(IMPORTER_ROOT, 'data', FORMATION_FOLDER, 'formations.tsv'), 'utf8'),
);
const shown = new Map(review.filter((r) => r.formation !== '').map((r) => [r.char, r.formation]));
const { stories, problems } = parseCharStories(text, shown);
/** Simplified Chinese prose for a child: Chinese punctuation only, no letters or digits. */
const PROSE = /^[\u4e00-\u9fff，。、；：？！“”（）…—]+$/u;
const report = readFileSync(join(CHAR_STORIES_DIR, 'REPORT.md'), 'utf8');

describe('data/char-stories (our 趣味识字 stories of how characters were made)', () => {
  it('holds at least 90 stories, every line imported', () => {
    expect(problems).toEqual([]);
    expect(stories.length).toBeGreaterThanOrEqual(90);
    expect(stories.length).toBe(lines.length);
  });

  it('tells each character once, and only characters whose formation the page shows', () => {
    const chars = entries.map((e) => e.char);
    expect(new Set(chars).size).toBe(chars.length);
    for (const e of entries) expect(shown.has(e.char), e.char).toBe(true);
  });

  it('keeps each story short: 40–110 characters in 2–4 sentences of Chinese prose', () => {
    for (const e of entries) {
      const length = [...e.story].length;
      expect(length, e.char).toBeGreaterThanOrEqual(STORY_LENGTH.min);
      expect(length, e.char).toBeLessThanOrEqual(STORY_LENGTH.max);
      expect(sentenceCount(e.story), e.char).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(e.story), e.char).toBeLessThanOrEqual(4);
      expect(e.story, e.char).toMatch(PROSE);
    }
  });

  it("names the table's formation of the character, and no other formation", () => {
    for (const e of entries) {
      const formation = shown.get(e.char) ?? '';
      expect(e.formation, e.char).toBe(formation);
      expect(e.story, e.char).toContain(`“${e.char}”是${formation}字`);
      for (const other of STORY_FORMATIONS.filter((f) => f !== formation)) expect(e.story, e.char).not.toContain(other);
    }
  });

  it('lists every shown character without a story in the report, and none with one', () => {
    const told = new Set(entries.map((e) => e.char));
    for (const char of shown.keys()) {
      const listed = report.includes(`| ${char} |`);
      expect(listed, char).toBe(!told.has(char));
    }
  });

  it('leaves out a story whose formation disagrees with the table, and tells why', () => {
    const wrong = parseCharStories(
      JSON.stringify({
        char: '日',
        formation: '会意',
        story: '“日”是会意字。这是一句用来检查的话，不会被导入。长度也够了，对吧？',
      }),
      shown,
    );
    expect(wrong.stories).toEqual([]);
    expect(wrong.problems[0]?.message).toMatch(/复核表是象形/);
    const unshown = parseCharStories(
      JSON.stringify({
        char: '七',
        formation: '会意',
        story: '“七”是会意字。这是一句用来检查的话，不会被导入。长度也够了，对吧？',
      }),
      shown,
    );
    expect(unshown.problems[0]?.message).toMatch(/没有显示造字法/);
  });

  it('reports a broken line, a repeated character and a story out of bounds, and imports the rest', () => {
    const good = {
      char: '日',
      formation: '象形',
      story: '“日”是象形字。古人看着天上的太阳，画了一个圆，中间加一点，就是“日”。我们常说“日出”“生日”。',
    };
    const long = { char: '月', formation: '象形', story: `“月”是象形字。${'月亮弯弯，'.repeat(25)}真好看。` };
    const parsed = parseCharStories(
      [JSON.stringify(good), '{not json', JSON.stringify(good), JSON.stringify(long)].join('\n'),
      shown,
    );
    expect(parsed.stories.map((s) => s.char)).toEqual(['日']);
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(parsed.problems[1]?.message).toMatch(/重复/);
    expect(parsed.problems[2]?.message).toMatch(/40–110/);
  });
});
