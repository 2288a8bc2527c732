import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase } from '@yuwen/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTER_ROOT } from '../src/package-data.js';
import { runImport } from '../src/pipeline.js';
import { createPoemPinyinSource } from '../src/sources/poem-pinyin/poem-pinyin.source.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';
import {
  buildTextbookRows,
  findTextbookPoem,
  TEXTBOOK_KEY,
  type TextbookClassicRef,
} from '../src/sources/poems/textbook-classics.build.js';
import { TEXTBOOK_CLASSICS } from '../src/sources/poems/textbook-classics.data.js';
import { classicOfItem } from '../src/sources/textbook/textbook.parse.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

/** The parts of a volume file that name classical texts (data/textbook/FORMAT.md). */
interface Volume {
  key: string;
  units: {
    lessons: { title: string; classics?: { title: string; author?: string }[] | null }[];
    rijileiji?: { group: string; items: string[] }[] | null;
  }[];
}

/** Every classical text the textbook data names: lesson classics and 日积月累 古诗, with where. */
function textbookClassics(): { where: string; ref: TextbookClassicRef }[] {
  const folder = join(IMPORTER_ROOT, 'data', 'textbook');
  const volumes = readdirSync(folder)
    .filter((name) => /^g[1-6][ab]\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Volume);
  return volumes.flatMap((v) =>
    v.units.flatMap((unit) => [
      ...unit.lessons.flatMap((lesson) =>
        (lesson.classics ?? []).map((c) => ({ where: `${v.key} ${lesson.title}`, ref: c })),
      ),
      ...(unit.rijileiji ?? []).flatMap((g) =>
        g.items.flatMap((item) => {
          const ref = classicOfItem(g.group, item);
          return ref ? [{ where: `${v.key} 日积月累 ${item}`, ref }] : [];
        }),
      ),
    ]),
  );
}

const poem = (collection: string, title: string, author: string, content: string) => ({
  collection,
  title,
  author,
  content,
});

describe('课本里的古诗文 (pure)', () => {
  it('builds one row per text in textbook order, noting its volume and that we entered it', () => {
    const rows = buildTextbookRows();
    expect(rows.map((r) => [r.collection, r.sort, r.title])).toEqual(
      TEXTBOOK_CLASSICS.map((e, i) => [TEXTBOOK_KEY, i + 1, e.title]),
    );
    const jingwei = rows.find((r) => r.title === '精卫填海');
    expect(jingwei?.content.split('\n')).toEqual([
      '炎帝之少女，名曰女娃。',
      '女娃游于东海，溺而不返，故为精卫，常衔西山之木石，以堙于东海。',
    ]);
    expect(jingwei?.notes).toBe('选自《山海经·北山经》\n统编版语文四年级上册\n文字由本站据公版文本录入并逐字校对');
    expect(rows.find((r) => r.title === '画鸡')).toMatchObject({ author: '唐寅', dynasty: '明', grade_band: '1-2' });
  });

  it('links a textbook title to the poem whose text it prints, not to its namesake', () => {
    const poems = [
      poem('bibei75', '四时田园杂兴', '范成大', '昼出耘田夜绩麻，村庄儿女各当家。'),
      poem('bibei75', '四时田园杂兴', '范成大', '梅子金黄杏子肥，麦花雪白菜花稀。'),
      poem('qianjiashi', '雪梅·其一', '卢梅坡', '梅雪争春未肯降，骚人阁笔费评章。'),
    ];
    expect(findTextbookPoem({ title: '四时田园杂兴（其二十五）' }, poems)).toBe(poems[1]);
    expect(findTextbookPoem({ title: '雪梅', author: '卢钺' }, poems)).toBe(poems[2]);
    // Without a link a same-titled poem is not taken for the textbook's.
    expect(findTextbookPoem({ title: '四时田园杂兴（其二十五）' }, poems, [])).toBeUndefined();
  });

  it('matches the author the textbook names, and a title alone only when its author is certain', () => {
    const poems = [
      poem('qianjiashi', '梅花', '林逋', '众芳摇落独鲜妍，占断风情向小园。'),
      poem('kebengushiwen', '梅花', '王安石', '墙角数枝梅，凌寒独自开。'),
      poem('bibei75', '凉州词', '王翰', '葡萄美酒夜光杯'),
      poem('tangshi300', '凉州词', '王翰', '葡萄美酒夜光杯'),
    ];
    expect(findTextbookPoem({ title: '梅花', author: '王安石' }, poems)).toBe(poems[1]);
    expect(findTextbookPoem({ title: '梅花' }, poems)).toBeUndefined();
    expect(findTextbookPoem({ title: '凉州词', author: '王翰' }, poems)).toBe(poems[2]);
    expect(findTextbookPoem({ title: '凉州词' }, poems)).toBe(poems[2]);
    expect(findTextbookPoem({ title: '凉州词', author: '王之涣' }, poems)).toBeUndefined();
  });
});

describe('课本里的古诗文 imported with its pinyin', () => {
  let database: Database;
  type Row = { id: number; collection: string; title: string; author: string; content: string; pinyin: string };
  let rows: Row[];
  const syllables = (row: Row | undefined) => JSON.parse(row?.pinyin ?? '[]') as string[][];
  const find = (title: string, author?: string) => findTextbookPoem({ title, author }, rows);
  /** The stored pinyin of `words` where they first occur in the textbook text of that title. */
  const readings = (title: string, author: string | undefined, words: string) => {
    const row = find(title, author);
    const lines = row?.content.split('\n') ?? [];
    const line = lines.findIndex((l) => l.includes(words));
    const at = [...(lines[line] ?? '').slice(0, lines[line]?.indexOf(words))].length;
    return syllables(row)[line]?.slice(at, at + [...words].length);
  };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await runImport(database, [poemsSource, createPoemPinyinSource(poemsSource)], { out: quiet });
    rows = await database.db
      .selectFrom('poems')
      .select(['id', 'collection', 'title', 'author', 'content', 'pinyin'])
      .orderBy('id')
      .execute();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('is the second collection, after 小学必背古诗', async () => {
    const collections = await database.db
      .selectFrom('poem_collections')
      .select(['key', 'name'])
      .orderBy('sort')
      .execute();
    expect(collections.slice(0, 3)).toEqual([
      { key: 'bibei75', name: '小学必背古诗' },
      { key: TEXTBOOK_KEY, name: '课本里的古诗文' },
      { key: 'tangshi300', name: '唐诗三百首' },
    ]);
  });

  it('holds only texts that no other collection holds, so each text keeps one id', () => {
    const mine = rows.filter((r) => r.collection === TEXTBOOK_KEY);
    expect(mine).toHaveLength(TEXTBOOK_CLASSICS.length);
    const others = new Set(rows.filter((r) => r.collection !== TEXTBOOK_KEY).map((r) => r.content));
    for (const row of mine) expect(others.has(row.content), row.title).toBe(false);
  });

  // The gate: every 古诗 and 文言文 the textbook data names has its text in the catalogue.
  it('has a text for every classical title of the textbook lessons and their 日积月累', () => {
    const named = textbookClassics();
    expect(named.length).toBeGreaterThan(20);
    const unlinked = named.filter(({ ref }) => !findTextbookPoem(ref, rows)).map(({ where }) => where);
    expect(unlinked).toEqual([]);
  });

  it('links the titles the catalogue prints otherwise to the textbook’s text', () => {
    expect(find('四时田园杂兴（其二十五）')?.content).toBe(
      '梅子金黄杏子肥，麦花雪白菜花稀。\n日长篱落无人过，惟有蜻蜓蛱蝶飞。',
    );
    expect(find('悯农（其二）')?.content.startsWith('锄禾日当午')).toBe(true);
    expect(find('古朗月行（节选）', '李白')?.content).toBe('小时不识月，呼作白玉盘。\n又疑瑶台镜，飞在青云端。');
    expect(find('雪梅', '卢钺')).toMatchObject({ collection: 'qianjiashi', title: '雪梅·其一', author: '卢梅坡' });
    expect(
      find('赋得古原草送别（节选）', '白居易')?.content.startsWith(
        '离离原上草，一岁一枯荣。\n野火烧不尽，春风吹又生。',
      ),
    ).toBe(true);
    expect(find('凉州词', '王翰')).toMatchObject({ collection: 'bibei75' });
    expect(find('宿新市徐公店')?.content).toContain('树头新绿未成阴');
    expect(find('四时田园杂兴（其三十一）', '范成大')?.content.startsWith('昼出耘田夜绩麻')).toBe(true);
    // Tune names many poems share: the lesson's own text, by its opening words.
    expect(find('浣溪沙', '苏轼')?.content.startsWith('山下兰芽短浸溪')).toBe(true);
    expect(find('清平乐', '黄庭坚')?.content.startsWith('春归何处？')).toBe(true);
    // The excerpt the textbook prints, not the whole of 诗经's 采薇.
    expect(find('采薇（节选）')?.content.startsWith('昔我往矣')).toBe(true);
  });

  it('reads the texts as the textbook prints them', () => {
    expect(readings('暮江吟', '白居易', '残阳铺水中')).toEqual(['cán', 'yáng', 'pū', 'shuǐ', 'zhōng']);
    expect(readings('暮江吟', '白居易', '瑟瑟')).toEqual(['sè', 'sè']);
    expect(readings('清平乐·村居', '辛弃疾', '小儿亡赖')).toEqual(['xiǎo', 'ér', 'wú', 'lài']);
    expect(readings('清平乐·村居', '辛弃疾', '翁媪')).toEqual(['wēng', 'ǎo']);
    expect(readings('精卫填海', undefined, '之少女')).toEqual(['zhī', 'shào', 'nǚ']);
    expect(readings('精卫填海', undefined, '故为精卫')).toEqual(['gù', 'wéi', 'jīng', 'wèi']);
    expect(readings('精卫填海', undefined, '以堙于')).toEqual(['yǐ', 'yīn', 'yú']);
    expect(readings('王戎不取道旁李', undefined, '尝与')).toEqual(['cháng', 'yǔ']);
    expect(readings('王戎不取道旁李', undefined, '竞走')).toEqual(['jìng', 'zǒu']);
    expect(readings('王戎不取道旁李', undefined, '信然')).toEqual(['xìn', 'rán']);
    expect(readings('雪梅', '卢钺', '未肯降')).toEqual(['wèi', 'kěn', 'xiáng']);
    expect(readings('夜书所见', '叶绍翁', '挑促织')).toEqual(['tiǎo', 'cù', 'zhī']);
    expect(readings('司马光', undefined, '足跌没水中')).toEqual(['zú', 'diē', 'mò', 'shuǐ', 'zhōng']);
    expect(readings('守株待兔', undefined, '身为宋国笑')).toEqual(['shēn', 'wéi', 'sòng', 'guó', 'xiào']);
    expect(readings('囊萤夜读', undefined, '练囊盛')).toEqual(['liàn', 'náng', 'chéng']);
    expect(readings('铁杵成针', undefined, '还卒业')).toEqual(['huán', 'zú', 'yè']);
    expect(readings('自相矛盾', undefined, '夫不可陷')).toEqual(['fú', 'bù', 'kě', 'xiàn']);
    expect(readings('杨氏之子', undefined, '儿应声')).toEqual(['ér', 'yìng', 'shēng']);
    expect(readings('学弈', undefined, '援弓缴')).toEqual(['yuán', 'gōng', 'zhuó']);
    expect(readings('学弈', undefined, '弗若与')).toEqual(['fú', 'ruò', 'yú']);
    expect(readings('两小儿辩日', undefined, '多知乎')).toEqual(['duō', 'zhì', 'hū']);
    expect(readings('采薇（节选）', undefined, '雨雪')).toEqual(['yù', 'xuě']);
    expect(readings('采薇（节选）', undefined, '载渴载饥')).toEqual(['zài', 'kě', 'zài', 'jī']);
    expect(readings('马诗', '李贺', '燕山')).toEqual(['yān', 'shān']);
    expect(readings('从军行', '王昌龄', '终不还')).toEqual(['zhōng', 'bù', 'huán']);
    expect(readings('闻官军收河南河北', '杜甫', '满衣裳')).toEqual(['mǎn', 'yī', 'cháng']);
    expect(readings('闻官军收河南河北', '杜甫', '漫卷')).toEqual(['màn', 'juǎn']);
    expect(readings('四时田园杂兴（其三十一）', '范成大', '供耕织')).toEqual(['gōng', 'gēng', 'zhī']);
    expect(readings('卜算子·送鲍浩然之浙东', '王观', '去那边')).toEqual(['qù', 'nǎ', 'biān']);
    expect(readings('浣溪沙', '苏轼', '无再少')).toEqual(['wú', 'zài', 'shào']);
  });
});
