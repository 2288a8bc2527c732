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
const SHAN_XING = {
  title: '山行',
  author: '杜牧',
  content: '远上寒山石径斜，白云生处有人家。\n停车坐爱枫林晚，霜叶红于二月花。',
};
const FENG = { title: '风', author: '李峤', content: '解落三秋叶，能开二月花。\n过江千尺浪，入竹万竿斜。' };
const YU_GE_ZI = {
  title: '渔歌子',
  author: '张志和',
  content: '西塞山前白鹭飞，桃花流水鳜鱼肥。\n青箬笠，绿蓑衣，斜风细雨不须归。',
};
const SAI_XIA_QU = { title: '塞下曲', author: '卢纶', content: '月黑雁飞高，单于夜遁逃。\n欲将轻骑逐，大雪满弓刀。' };
const XIA_RI_JUE_JU = {
  title: '夏日绝句',
  author: '李清照',
  content: '生当作人杰，死亦为鬼雄。\n至今思项羽，不肯过江东。',
};
const CHANG_GE_XING = {
  title: '长歌行',
  author: '汉乐府',
  content:
    '青青园中葵，朝露待日晞。\n阳春布德泽，万物生光辉。\n常恐秋节至，焜黄华叶衰。\n百川东到海，何时复西归？\n少壮不努力，老大徒伤悲。',
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

  it('reads 一骑红尘妃子笑 qí, the one reading of 骑 today, with no override left to say jì', () => {
    const used = new Set<number>();
    const lines = poemPinyin(GUO_HUAQING_GONG, PINYIN_OVERRIDES, used);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.slice(0, 7)).toEqual(['yī', 'qí', 'hóng', 'chén', 'fēi', 'zi', 'xiào']);
    expect(lines[1]).toHaveLength([...'一骑红尘妃子笑，无人知是荔枝来。'].length);
    expect(used.size).toBe(0);
  });

  it('reads 回乡偶书 with 鬓毛衰 shuāi and 少小 shào, the rest left to pinyin-pro', () => {
    const lines = poemPinyin(HUI_XIANG_OU_SHU, PINYIN_OVERRIDES, new Set());
    expect(lines[0]?.[0]).toBe('shào');
    expect(lines[0]?.[14]).toBe('shuāi');
    expect(lines[1]?.slice(0, 7)).toEqual(['ér', 'tóng', 'xiāng', 'jiàn', 'bù', 'xiāng', 'shí']);
  });

  it('reads the five syllables the review found as the textbooks print them today', () => {
    const read = (poem: { title: string; author: string; content: string }, line: number, char: number) =>
      poemPinyin(poem, PINYIN_OVERRIDES, new Set())[line]?.[char];
    expect(read(SHAN_XING, 0, 6)).toBe('xié');
    expect(read(HUI_XIANG_OU_SHU, 0, 14)).toBe('shuāi');
    expect(read(SAI_XIA_QU, 1, 3)).toBe('qí');
    expect(read(YU_GE_ZI, 0, 12)).toBe('guì');
    expect(read(YU_GE_ZI, 0, 1)).toBe('sài');
    expect(read(XIA_RI_JUE_JU, 0, 8)).toBe('wéi');
  });

  it('reads the same word the same in every poem: 斜 xié and 衰 shuāi wherever they rhyme', () => {
    const syllable = (poem: { title: string; author: string; content: string }, char: string) => {
      const lines = poemPinyin(poem, PINYIN_OVERRIDES, new Set());
      return poem.content
        .split('\n')
        .flatMap((line, l) => [...line].flatMap((c, i) => (c === char ? [lines[l]?.[i]] : [])));
    };
    expect([...syllable(SHAN_XING, '斜'), ...syllable(FENG, '斜'), ...syllable(YU_GE_ZI, '斜')]).toEqual([
      'xié',
      'xié',
      'xié',
    ]);
    expect([...syllable(HUI_XIANG_OU_SHU, '衰'), ...syllable(CHANG_GE_XING, '衰')]).toEqual(['shuāi', 'shuāi']);
    expect([...syllable(SAI_XIA_QU, '骑'), ...syllable(GUO_HUAQING_GONG, '骑')]).toEqual(['qí', 'qí']);
  });

  it('keeps no old rhyme reading and names the lesson of every entry it can', () => {
    const old = PINYIN_OVERRIDES.filter((o) => ['xiá', 'cuī', 'jì'].includes(o.reading));
    expect(old).toEqual([]);
    for (const o of PINYIN_OVERRIDES) {
      if (o.lesson) expect(o.lesson, `${o.title} ${o.context}`).toMatch(/^[一二三四五六]年级[上下]册 \S+/);
    }
    expect(PINYIN_OVERRIDES.find((o) => o.title === '夜书所见')?.lesson).toBe('三年级上册 第4课《古诗三首》');
  });

  it('applies an override only to the poem it names', () => {
    const other = { title: '无题', author: '某人', content: '少小离家老大回' };
    const used = new Set<number>();
    expect(poemPinyin(other, PINYIN_OVERRIDES, used)[0]?.[0]).toBe('shǎo');
    expect(used.size).toBe(0);
    const override = {
      title: '回乡偶书',
      author: '贺知章',
      context: '少小离家',
      char: '少',
      reading: 'shào',
      lesson: '',
    };
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
        { collection: 'tangshi300', sort: 3, ...SHAN_XING, dynasty: '唐', notes: '' },
        { collection: 'tangshi300', sort: 4, ...SAI_XIA_QU, dynasty: '唐', notes: '' },
        { collection: 'tangshi300', sort: 5, ...YU_GE_ZI, dynasty: '唐', notes: '' },
        { collection: 'tangshi300', sort: 6, ...XIA_RI_JUE_JU, dynasty: '宋', notes: '' },
      ])
      .execute();
  });
  afterEach(async () => {
    await database.close();
  });

  it('writes aligned pinyin for every poem and reports the overrides it could not use', async () => {
    const source = createPoemPinyinSource({ name: 'poems', version: 'v1' });
    const [outcome] = await runImport(database, [source], { out: quiet });
    // 少小 shào; 西塞山 sài and 鳜 guì; 生当 dāng and 死亦为 wéi.
    expect(outcome?.counts).toEqual({ 诗文: 6, 订正读音: 5 });
    expect(Object.values(outcome?.gaps ?? {}).flat()).toContain('《咏鹅》骆宾王 曲项 曲');
    const rows = await database.db.selectFrom('poems').select(['title', 'content', 'pinyin']).orderBy('sort').execute();
    for (const row of rows) {
      const pinyin = JSON.parse(row.pinyin) as string[][];
      expect(pinyin.map((l) => l.length)).toEqual(row.content.split('\n').map((l) => [...l].length));
    }
    expect((JSON.parse(rows[0]?.pinyin ?? '[]') as string[][])[1]?.[1]).toBe('qí');
    // What the poem page serves: 山行 斜 xié, 回乡偶书 衰 shuāi, 塞下曲 骑 qí, 渔歌子 鳜 guì, 夏日绝句 为 wéi.
    const stored = (sort: number) => JSON.parse(rows[sort - 1]?.pinyin ?? '[]') as string[][];
    expect(stored(3)[0]?.[6]).toBe('xié');
    expect(stored(2)[0]?.[14]).toBe('shuāi');
    expect(stored(4)[1]?.[3]).toBe('qí');
    expect(stored(5)[0]?.[12]).toBe('guì');
    expect(stored(6)[0]?.[8]).toBe('wéi');
  });

  it('runs again when the poems source changes', () => {
    const a = createPoemPinyinSource({ name: 'poems', version: 'v1' }).version;
    expect(createPoemPinyinSource({ name: 'poems', version: 'v1' }).version).toBe(a);
    expect(createPoemPinyinSource({ name: 'poems', version: 'v2' }).version).not.toBe(a);
  });
});
