import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageFile } from '../src/package-data.js';
import { runImport, type SourceOutcome } from '../src/pipeline.js';
import { charactersSource } from '../src/sources/characters/characters.source.js';
import { idiomsSource } from '../src/sources/idioms/idioms.source.js';
import { originsSource } from '../src/sources/origins/origins.source.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';
import { classifyRecording } from '../src/sources/pronunciations/pronunciations.parse.js';
import { pronunciationsSource } from '../src/sources/pronunciations/pronunciations.source.js';
import { wordsSource } from '../src/sources/words/words.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

// Subsets keep the test quick: the first 1,300 characters of the table reach 学 (1,273rd),
// the first 3,000 words and idioms cover a, b … of the pinyin-sorted lists.
const SOURCES = [
  charactersSource(1300),
  originsSource,
  pronunciationsSource,
  wordsSource(3000),
  idiomsSource(3000),
  poemsSource,
];

describe.each(testEngines())('catalogue import on %s', (engine) => {
  let database: Database;
  let first: SourceOutcome[];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    first = await runImport(database, SOURCES, { out: quiet });
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const character = (char: string) =>
    database.db.selectFrom('characters').selectAll().where('char', '=', char).executeTakeFirstOrThrow();

  it('reports counts and gaps', () => {
    const byName = Object.fromEntries(first.map((o) => [o.name, o]));
    expect(byName.characters?.counts).toMatchObject({ 一级字: 1300, 二级字: 0 });
    // cnchar leaves 刀, 叉, 仇 … empty; the reviewed table fills them; 币's and 死's structures stay open.
    expect(byName.characters?.gaps['一级字无部首或结构（cnchar-radical，已复核）']).toEqual(['币', '死']);
    expect(byName.pronunciations?.counts).toMatchObject({ 录音: 1974, 丢弃占位: 63, 丢弃重复: 18 });
    expect(byName.pronunciations?.gaps['字音无录音（音节+声调，5 为轻声）']).toEqual(
      expect.arrayContaining(['o1', 'lian4', 'xiu1']),
    );
    // 朝乾夕愓, a misspelt 朝乾夕惕, is among the first 3,000 and left out.
    expect(byName.idioms?.counts).toMatchObject({ 成语: 2999 });
    expect(byName.poems?.counts).toMatchObject({ 唐诗三百首: 320, 宋词三百首: 280, 诗经: 305 });
  });

  it('stores the known facts of 学, 行 and 一', async () => {
    expect(await character('学')).toMatchObject({
      level: 1,
      traditional: '學',
      readings: '["xué"]',
      pinyin_plain: 'xue',
      radical: '子',
      structure: '上下结构',
      stroke_count: 8,
      has_strokes: 1,
    });
    expect(await character('學')).toMatchObject({ level: 0, simplified: '学', stroke_count: 16 });
    expect(JSON.parse((await character('行')).readings).slice(0, 2)).toEqual(['xíng', 'háng']);
    expect(await character('一')).toMatchObject({ id: 1, readings: '["yī"]', level: 1, sort: 1 });
  });

  it('imports real recordings only, with ü as v', async () => {
    const rows = await database.db.selectFrom('pronunciations').selectAll().execute();
    expect(rows).toContainEqual({ syllable: 'xue', tone: 2, file: 'xue2.mp3' });
    expect(rows).toContainEqual({ syllable: 'lv', tone: 4, file: 'lv4.mp3' });
    expect(rows.filter((r) => r.syllable === 'o')).toEqual([]);
    for (const row of rows) {
      const head = readFileSync(packageFile('cnchar-data', 'voice', row.file)).subarray(0, 16);
      expect(classifyRecording(head), row.file).toBe('mpeg');
    }
  });

  it('fills words, idioms and their character indexes', async () => {
    const idiom = await database.db
      .selectFrom('idioms')
      .selectAll()
      .where('idiom', '=', '哀兵必胜')
      .executeTakeFirstOrThrow();
    expect(idiom).toMatchObject({ pinyin: 'āi bīng bì shèng', initials: 'abbs' });
    expect(idiom.paraphrase).not.toBe('');
    const indexed = await database.db
      .selectFrom('idiom_chars')
      .select('char')
      .where('idiom_id', '=', idiom.id)
      .execute();
    expect(indexed.map((r) => r.char).sort()).toEqual(['兵', '哀', '必', '胜'].sort());
    const common = await database.db
      .selectFrom('words')
      .selectAll()
      .where('word', '=', '爱国')
      .executeTakeFirstOrThrow();
    expect(common.common).toBe(1);
    const xiehouyu = await database.db.selectFrom('xiehouyu').select('riddle').execute();
    expect(xiehouyu.some((r) => /[A-Za-z]/.test(r.riddle))).toBe(false);
  });

  it('imports poems in simplified script with the textbook wording and the fixes', async () => {
    const jingyesi = await database.db
      .selectFrom('poems')
      .selectAll()
      .where('collection', '=', 'tangshi300')
      .where('title', '=', '静夜思')
      .executeTakeFirstOrThrow();
    expect(jingyesi.author).toBe('李白');
    expect(jingyesi.content).toMatch(/^床前明月光[\s\S]*举头望明月/);
    const sanzijing = await database.db
      .selectFrom('poems')
      .select('content')
      .where('collection', '=', 'sanzijing')
      .executeTakeFirstOrThrow();
    expect(sanzijing.content).toContain('苟不教');
    expect(sanzijing.content).not.toContain('茍');
    const libai = await database.db
      .selectFrom('poets')
      .selectAll()
      .where('name', '=', '李白')
      .where('dynasty', '=', '唐')
      .executeTakeFirstOrThrow();
    expect(libai.biography).toMatch(/^李白，字太白/);
  });

  it('extracts origin images for characters it has', async () => {
    const { id } = await character('女');
    const kinds = await database.db
      .selectFrom('character_origins')
      .select(['kind', 'svg'])
      .where('char_id', '=', id)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['bronze', 'oracle', 'seal']);
    expect(kinds[0]?.svg).toMatch(/^<svg/);
  });

  it('skips unchanged sources, and a forced re-import gives the same rows and keeps other sources’ columns', async () => {
    const again = await runImport(database, SOURCES, { out: quiet });
    expect(again.every((o) => o.status === 'skipped')).toBe(true);
    await database.db.updateTable('characters').set({ basic_paraphrase: '学习。' }).where('char', '=', '学').execute();
    await database.db.updateTable('idioms').set({ origin: '《左传》' }).where('idiom', '=', '哀兵必胜').execute();
    const snapshot = async () => ({
      characters: await database.db.selectFrom('characters').select(['id', 'char', 'readings']).orderBy('id').execute(),
      words: await database.db.selectFrom('words').select(['id', 'word']).orderBy('id').execute(),
      idioms: await database.db.selectFrom('idioms').select(['id', 'idiom']).orderBy('id').execute(),
      poems: await database.db.selectFrom('poems').select(['id', 'title']).orderBy('id').execute(),
      origins: (await database.db.selectFrom('character_origins').select('char_id').execute()).length,
      wordChars: (await database.db.selectFrom('word_chars').select('word_id').execute()).length,
    });
    const before = await snapshot();
    const forced = await runImport(database, SOURCES, { out: quiet, force: true });
    expect(forced.every((o) => o.status === 'imported')).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect((await character('学')).basic_paraphrase).toBe('学习。');
    const idiom = await database.db
      .selectFrom('idioms')
      .select('origin')
      .where('idiom', '=', '哀兵必胜')
      .executeTakeFirstOrThrow();
    expect(idiom.origin).toBe('《左传》');
  }, 120_000);
});
