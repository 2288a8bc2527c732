import { CultureRepository, type Database, ModuleRepository } from '@yuwen/db';
import { ZGWH_MODULE_ID, ZGWH_PARTS } from '@yuwen/protocol';

/** The 24 节气 in order from 立春, with the sun's longitude. */
export const TERMS =
  '立春 雨水 惊蛰 春分 清明 谷雨 立夏 小满 芒种 夏至 小暑 大暑 立秋 处暑 白露 秋分 寒露 霜降 立冬 小雪 大雪 冬至 小寒 大寒'
    .split(' ')
    .map((name, i) => ({ name, longitude: (315 + 15 * i) % 360 }));

const body = (extra: Record<string, unknown>) =>
  JSON.stringify({
    text: '正文',
    note: '',
    customs: [],
    foods: [],
    saying: '',
    rule: null,
    years: null,
    author: '',
    poems: [],
    poets: [],
    ...extra,
  });

/** The one drawing of the fixture: 中秋节's moon cake. */
export const MOON_CAKE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><circle cx="64" cy="64" r="60"/></svg>';

/** The module, one poem and a small culture catalogue with one picture, as the importer writes it. */
export async function seedZgwh(database: Database): Promise<{ poemId: number }> {
  await new ModuleRepository(database.db).upsert([
    { id: ZGWH_MODULE_ID, pid: '0', key: 'zgwh', name: '中国文化', sort: 1 },
    { id: ZGWH_PARTS.whzd, pid: String(ZGWH_MODULE_ID), key: 'whzd', name: '文化字典', sort: 1 },
    { id: ZGWH_PARTS.zgwx, pid: String(ZGWH_MODULE_ID), key: 'zgwx', name: '中国文学', sort: 2 },
    { id: ZGWH_PARTS.rcsh, pid: String(ZGWH_MODULE_ID), key: 'rcsh', name: '日常生活', sort: 3 },
    { id: ZGWH_PARTS.zgls, pid: String(ZGWH_MODULE_ID), key: 'zgls', name: '中国历史', sort: 4 },
  ]);
  await database.db
    .insertInto('poem_collections')
    .values({ key: 'bibei75', name: '小学必背古诗', sort: 1, source: 'test' })
    .execute();
  const poem = await database.db
    .insertInto('poems')
    .values({
      collection: 'bibei75',
      sort: 1,
      title: '清明',
      author: '杜牧',
      dynasty: '唐',
      content: '清明时节雨纷纷',
      notes: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const poems = [{ id: poem.id, title: '清明', author: '杜牧', dynasty: '唐' }];
  const terms = TERMS.map((term, i) => ({
    key: term.name === '清明' ? 'qingming' : `term-${i}`,
    part: 'rcsh',
    sort: i + 1,
    title: term.name,
    pinyin: 'jié qì',
    summary: `${term.name}的简介`,
    body: body({ rule: { term: term.name, longitude: term.longitude }, poems: term.name === '清明' ? poems : [] }),
  }));
  const festivals = [
    { key: 'zhongqiu', title: '中秋节', rule: { lunar: [8, 15] }, picture: 'moon-cake' },
    { key: 'chuxi', title: '除夕', rule: { lunarLast: 12 }, picture: null },
  ].map((f, i) => ({
    key: f.key,
    part: 'rcsh',
    sort: 25 + i,
    title: f.title,
    pinyin: 'jié rì',
    summary: `${f.title}的简介`,
    body: body({ rule: f.rule, picture: f.picture }),
  }));
  const word = {
    key: 'bi',
    part: 'whzd',
    sort: 1,
    title: '笔',
    pinyin: 'bǐ',
    summary: '毛笔',
    body: body({ text: '古人写字用毛笔。' }),
  };
  const tang = {
    key: 'tang',
    part: 'zgls',
    sort: 1,
    title: '唐',
    pinyin: 'táng',
    summary: '唐朝',
    body: body({ years: { start: 618, end: 907, about: false } }),
  };
  await new CultureRepository(database.db).replaceAll(
    [...terms, ...festivals, word, tang],
    [
      {
        key: 'jieqi',
        moduleId: ZGWH_PARTS.rcsh,
        part: 'rcsh',
        name: '二十四节气',
        entries: terms.map((t) => t.key),
      },
      {
        key: 'jieri',
        moduleId: ZGWH_PARTS.rcsh,
        part: 'rcsh',
        name: '传统节日',
        entries: ['qingming', 'zhongqiu', 'chuxi'],
      },
      { key: 'wenfang', moduleId: ZGWH_PARTS.whzd, part: 'whzd', name: '文房四宝', entries: ['bi'] },
      { key: 'chaodai', moduleId: ZGWH_PARTS.zgls, part: 'zgls', name: '朝代年表', entries: ['tang'] },
    ],
    [{ name: 'moon-cake', svg: MOON_CAKE }],
  );
  return { poemId: poem.id };
}
