import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase } from '@yuwen/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePackage } from '../src/package-data.js';
import { runImport } from '../src/pipeline.js';
import {
  type CataloguePoem,
  LINE_COLLECTIONS,
  type PoemLine,
  poemOfLine,
  type ThemeIdiom,
} from '../src/sources/composition/composition.parse.js';
import { COMPOSITION_DIR } from '../src/sources/composition/composition.source.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';

// The gate of 写作素材 (data/composition/poem-lines.jsonl and idioms.jsonl): every line is found, as
// written, in a poem of the catalogue with its title and author; every idiom is an idiom of the
// catalogue with a meaning — ours, or our story's.

const read = <T>(file: string) =>
  readFileSync(join(COMPOSITION_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
const lines = read<PoemLine>('poem-lines.jsonl');
const idioms = read<ThemeIdiom>('idioms.jsonl');
const stories = new Map(
  readFileSync(join(COMPOSITION_DIR, '../idiom-stories/stories.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { idiom: string; meaning: string })
    .map((s) => [s.idiom, s.meaning]),
);
/** The catalogue's idiom list (the idioms source reads the same package). */
const catalogueIdioms = new Set((requirePackage('cnchar-idiom') as { dict: { idiom: string[] } }).dict.idiom);
const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

describe('写作素材 (data, pure)', () => {
  const themes = [...new Set(lines.map((l) => l.theme))];

  it('holds at least 60 poem lines and 60 idioms over at least 8 themes, none twice', () => {
    expect(lines.length).toBeGreaterThanOrEqual(60);
    expect(idioms.length).toBeGreaterThanOrEqual(60);
    expect(themes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(lines.map((l) => l.line)).size).toBe(lines.length);
    expect(new Set(idioms.map((i) => i.idiom)).size).toBe(idioms.length);
  });

  it('names each theme once and gives every theme lines and idioms', () => {
    for (const theme of themes) {
      expect(new Set(lines.filter((l) => l.theme === theme).map((l) => l.name)).size, theme).toBe(1);
      expect(lines.filter((l) => l.theme === theme).length, theme).toBeGreaterThanOrEqual(5);
      expect(idioms.filter((i) => i.theme === theme).length, theme).toBeGreaterThanOrEqual(4);
    }
    for (const idiom of idioms) expect(themes, idiom.idiom).toContain(idiom.theme);
  });

  it('takes every idiom from the catalogue, with our meaning in short pupil prose where no story of ours has one', () => {
    for (const { idiom, meaning } of idioms) {
      expect(catalogueIdioms.has(idiom), idiom).toBe(true);
      if (stories.has(idiom)) expect(meaning, `${idiom}: the story's meaning is used`).toBeUndefined();
      else {
        expect(meaning, idiom).toMatch(/^[\u4e00-\u9fff，。、]+$/u);
        expect([...(meaning ?? '')].length, idiom).toBeLessThanOrEqual(40);
      }
    }
  });

  it('finds a line only in a poem of the same title and author that holds it', () => {
    const poem = (id: number, collection: string, content: string): CataloguePoem => ({
      id,
      collection,
      title: '绝句',
      author: '杜甫',
      content,
    });
    const entry = { theme: 't', name: 'n', title: '绝句', author: '杜甫', line: '迟日江山丽，春风花草香。' };
    const poems = [
      poem(1, 'tangshi300', '迟日江山丽，\n春风花草香。'),
      poem(2, LINE_COLLECTIONS[0], '两个黄鹂鸣翠柳，一行白鹭上青天。'),
      poem(3, LINE_COLLECTIONS[0], '迟日江山丽，\n春风花草香。'),
    ];
    expect(poemOfLine(entry, poems)?.id).toBe(3);
    expect(poemOfLine({ ...entry, author: '李白' }, poems)).toBeUndefined();
    expect(poemOfLine({ ...entry, line: '迟日江山丽，春风花草美。' }, poems)).toBeUndefined();
  });
});

describe('写作素材 lines in the imported catalogue', () => {
  let database: Database;
  let poems: CataloguePoem[];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await runImport(database, [poemsSource], { out: quiet });
    poems = await database.db
      .selectFrom('poems')
      .select(['id', 'collection', 'title', 'author', 'content'])
      .where('collection', 'in', [...LINE_COLLECTIONS])
      .execute();
  }, 180_000);
  afterAll(async () => {
    await database.close();
  });

  it('finds every line verbatim in a pupils’ poem of its title and author', () => {
    const missing = lines.filter((l) => !poemOfLine(l, poems)).map((l) => `${l.author}《${l.title}》${l.line}`);
    expect(missing).toEqual([]);
    for (const line of lines) {
      const poem = poemOfLine(line, poems);
      expect(poem?.content.replace(/\s+/g, ''), line.line).toContain(line.line);
      expect([poem?.title, poem?.author]).toEqual([line.title, line.author]);
    }
  });
});
