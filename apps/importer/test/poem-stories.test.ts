import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePoemStories } from '../src/sources/poem-stories/poem-stories.parse.js';
import { POEM_STORIES_DIR } from '../src/sources/poem-stories/poem-stories.source.js';
import { BIBEI_75 } from '../src/sources/poems/bibei75.data.js';
import { TEXTBOOK_CLASSICS } from '../src/sources/poems/textbook-classics.data.js';

const text = readFileSync(join(POEM_STORIES_DIR, 'stories.jsonl'), 'utf8');
const { rows, problems } = parsePoemStories(text);
/** Simplified Chinese prose for a child: Chinese punctuation only, no letters or digits. */
const PROSE = /^[\u4e00-\u9fff，。、；：？！“”《》…—]+$/u;
/** The catalogue's own lists of the two collections our easy poems come from. */
const CATALOGUE: Readonly<Record<string, readonly { title: string; author: string }[]>> = {
  bibei75: BIBEI_75,
  kebengushiwen: TEXTBOOK_CLASSICS,
};

describe('data/poem-stories (our 诗词乐园 stories)', () => {
  it('holds 12–20 stories, every line well formed', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.length).toBe(text.split('\n').filter((l) => l.trim() !== '').length);
  });

  it('writes each story as short prose for a young child', () => {
    for (const row of rows) {
      for (const paragraph of row.story) expect(paragraph, row.key).toMatch(PROSE);
      const length = row.story.join('').length;
      expect(length, row.key).toBeGreaterThanOrEqual(50);
      expect(length, row.key).toBeLessThanOrEqual(160);
    }
  });

  it('names a poem the catalogue holds exactly once, and the poet in the story', () => {
    for (const row of rows) {
      const list = CATALOGUE[row.collection] ?? [];
      expect(
        list.filter((p) => p.title === row.title && p.author === row.author),
        row.key,
      ).toHaveLength(1);
      if (row.author !== '' && row.author !== '汉乐府') expect(row.story.join(''), row.key).toContain(row.author);
    }
  });

  it('tells a problem line apart', () => {
    const bad = parsePoemStories(
      '{"key":"x","collection":"bibei75","title":"春晓","author":"孟浩然","story":["太短了。"]}',
    );
    expect(bad.rows).toEqual([]);
    expect(bad.problems[0]?.message).toMatch(/句子数/);
  });
});
