import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runImport } from '../src/pipeline.js';
import { linePinyin, overrideMatchesPoem, poemPinyin } from '../src/sources/poem-pinyin/poem-pinyin.compute.js';
import { PINYIN_OVERRIDES } from '../src/sources/poem-pinyin/poem-pinyin.overrides.js';
import { createPoemPinyinSource } from '../src/sources/poem-pinyin/poem-pinyin.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

const GUO_HUAQING_GONG = {
  title: '过华清宫绝句三首·其一',
  author: '杜牧',
  content: '长安回望绣成堆，山顶千门次第开。\n一骑红尘妃子笑，无人知是荔枝来。',
};
const HUI_XIANG_OU_SHU = {
  title: '回乡偶书·其一',
  author: '贺知章',
  content: '少小离家老大回，乡音无改鬓毛衰。\n儿童相见不相识，笑问客从何处来。',
};

describe('poem pinyin (pure)', () => {
  it('gives one syllable per character, "" for punctuation, letters and digits', () => {
    expect(linePinyin('床前明月光，疑是地上霜。')).toEqual([
      'chuáng',
      'qián',
      'míng',
      'yuè',
      'guāng',
      '',
      'yí',
      'shì',
      'dì',
      'shàng',
      'shuāng',
      '',
    ]);
    const mixed = '《静夜思》A1好';
    expect(linePinyin(mixed)).toEqual(['', 'jìng', 'yè', 'sī', '', '', '', 'hǎo']);
    // A character outside the BMP still takes exactly one place.
    expect(linePinyin('𠀋山')).toHaveLength(2);
  });

  it('keeps the citation tone of 一 and 不 (no sandhi)', () => {
    expect(linePinyin('一行白鹭上青天')[0]).toBe('yī');
    expect(linePinyin('不识庐山真面目')[0]).toBe('bù');
  });

  it('reads 一骑红尘妃子笑 as jì with the override, where pinyin-pro alone says qí', () => {
    expect(linePinyin('一骑红尘妃子笑')[1]).toBe('qí');
    const used = new Set<number>();
    const lines = poemPinyin(GUO_HUAQING_GONG, PINYIN_OVERRIDES, used);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.slice(0, 7)).toEqual(['yī', 'jì', 'hóng', 'chén', 'fēi', 'zi', 'xiào']);
    expect(lines[1]).toHaveLength([...'一骑红尘妃子笑，无人知是荔枝来。'].length);
    expect(used.size).toBe(1);
  });

  it('applies 鬓毛衰 cuī and 少小 shào to 回乡偶书 and leaves the rest to pinyin-pro', () => {
    const lines = poemPinyin(HUI_XIANG_OU_SHU, PINYIN_OVERRIDES, new Set());
    expect(lines[0]?.[0]).toBe('shào');
    expect(lines[0]?.[14]).toBe('cuī');
    expect(lines[1]?.slice(0, 7)).toEqual(['ér', 'tóng', 'xiāng', 'jiàn', 'bù', 'xiāng', 'shí']);
  });

  it('applies an override only to the poem it names', () => {
    const other = { title: '无题', author: '某人', content: '一骑红尘妃子笑' };
    const used = new Set<number>();
    expect(poemPinyin(other, PINYIN_OVERRIDES, used)[0]?.[1]).toBe('qí');
    expect(used.size).toBe(0);
    const override = { title: '回乡偶书', author: '贺知章', context: '鬓毛衰', char: '衰', reading: 'cuī' };
    expect(overrideMatchesPoem(override, { title: '回乡偶书·其二', author: '贺知章' })).toBe(true);
    expect(overrideMatchesPoem(override, { title: '回乡偶书记', author: '贺知章' })).toBe(false);
    expect(overrideMatchesPoem(override, { title: '回乡偶书', author: '李白' })).toBe(false);
  });

  it('has overrides that really correct pinyin-pro, each locating its character', () => {
    for (const o of PINYIN_OVERRIDES) {
      const offset = [...o.context].indexOf(o.char);
      expect(offset, `${o.title} ${o.context}`).toBeGreaterThanOrEqual(0);
      expect(linePinyin(o.context)[offset], `${o.title} ${o.context}`).not.toBe(o.reading);
    }
  });
});

describe.each(testEngines())('poem pinyin source on %s', (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await database.db
      .insertInto('poem_collections')
      .values({ key: 'tangshi300', name: '唐诗三百首', sort: 1, source: '' })
      .execute();
    await database.db
      .insertInto('poems')
      .values([
        { collection: 'tangshi300', sort: 1, ...GUO_HUAQING_GONG, dynasty: '唐', notes: '' },
        { collection: 'tangshi300', sort: 2, ...HUI_XIANG_OU_SHU, dynasty: '唐', notes: '' },
      ])
      .execute();
  });
  afterEach(async () => {
    await database.close();
  });

  it('writes aligned pinyin for every poem and reports the overrides it could not use', async () => {
    const source = createPoemPinyinSource({ name: 'poems', version: 'v1' });
    const [outcome] = await runImport(database, [source], { out: quiet });
    expect(outcome?.counts).toEqual({ 诗文: 2, 订正读音: 3 });
    expect(Object.values(outcome?.gaps ?? {}).flat()).toContain('《山行》杜牧 石径斜 斜');
    const rows = await database.db.selectFrom('poems').select(['title', 'content', 'pinyin']).orderBy('sort').execute();
    for (const row of rows) {
      const pinyin = JSON.parse(row.pinyin) as string[][];
      expect(pinyin.map((l) => l.length)).toEqual(row.content.split('\n').map((l) => [...l].length));
    }
    expect((JSON.parse(rows[0]?.pinyin ?? '[]') as string[][])[1]?.[1]).toBe('jì');
  });

  it('runs again when the poems source changes', () => {
    const a = createPoemPinyinSource({ name: 'poems', version: 'v1' }).version;
    expect(createPoemPinyinSource({ name: 'poems', version: 'v1' }).version).toBe(a);
    expect(createPoemPinyinSource({ name: 'poems', version: 'v2' }).version).not.toBe(a);
  });
});
