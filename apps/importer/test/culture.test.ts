import { Writable } from 'node:stream';
import { CultureRepository, type Database } from '@yuwen/db';
import { createTestDatabase } from '@yuwen/db/testing';
import { ZGWH_PARTS } from '@yuwen/protocol';
import * as OpenCC from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport, type SourceOutcome } from '../src/pipeline.js';
import { parseCulture, ruleProblem, TERM_LONGITUDES } from '../src/sources/culture/culture.parse.js';
import { createCultureSource, parseCultureFiles, readCultureFiles } from '../src/sources/culture/culture.source.js';
import { moduleTreeSource } from '../src/sources/module-tree/module-tree.source.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;
const files = readCultureFiles();
const { entries, problems } = parseCultureFiles(files);
const inGroup = (group: string) => entries.filter((entry) => entry.line.groups.includes(group));

describe('culture parser (pure)', () => {
  const groups = [{ part: 'rcsh' as const, key: 'jieqi', name: '二十四节气' }];
  const line = (extra: Record<string, unknown>) =>
    JSON.stringify({
      key: 'a',
      groups: ['jieqi'],
      title: '清明',
      pinyin: 'qīng míng',
      summary: '短',
      text: '长',
      ...extra,
    });

  it('reports a line that is not JSON, lacks a text, names another group, a wrong rule or a repeated key', () => {
    const text = [
      '{',
      line({ text: '' }),
      line({ groups: ['shengxiao'] }),
      line({ rule: { term: '清明', longitude: 30 } }),
      line({}),
      line({ title: '又一个' }),
      line({ key: 'b', picture: 'moon-cake' }),
      line({ key: 'c', picture: 'rat' }),
    ].join('\n');
    const parsed = parseCulture('rcsh', text, groups, new Set(), { rat: '<svg/>' });
    expect(parsed.entries.map((e) => e.key)).toEqual(['a', 'c']);
    expect(parsed.problems.map((p) => p.line)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(parsed.problems.slice(1).map((p) => p.message)).toEqual([
      '缺少 text',
      '分组有误：shengxiao',
      '清明 的黄经应为 15°',
      '重复的条目 a',
      'icons.json 里没有这幅图：moon-cake',
    ]);
  });

  it('knows the 24 节气 at 15° steps from 春分 at 0°', () => {
    expect(Object.keys(TERM_LONGITUDES)).toHaveLength(24);
    expect(TERM_LONGITUDES.春分).toBe(0);
    expect(TERM_LONGITUDES.清明).toBe(15);
    expect(TERM_LONGITUDES.冬至).toBe(270);
    expect(ruleProblem({ lunar: [13, 1] })).toBe('农历日期有误');
    expect(ruleProblem({ lunarLast: 12 })).toBeUndefined();
  });
});

describe('culture data: the gates of issue 15 (zgwh)', () => {
  it('parses every line of every file', () => {
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it('has the 24 节气, each once with its own date rule, and the festivals each with a date rule', () => {
    const terms = inGroup('jieqi');
    expect(terms).toHaveLength(24);
    const named = terms.map((entry) => (entry.line.rule && 'term' in entry.line.rule ? entry.line.rule.term : ''));
    expect(new Set(named)).toEqual(new Set(Object.keys(TERM_LONGITUDES)));
    expect(terms.map((e) => e.title)).toEqual(named);
    const festivals = inGroup('jieri');
    expect(festivals.length).toBeGreaterThanOrEqual(9);
    for (const name of ['春节', '元宵节', '清明', '端午节', '七夕节', '中秋节', '重阳节', '除夕', '腊八节'])
      expect(festivals.map((e) => e.title)).toContain(name);
    for (const festival of festivals) expect(festival.line.rule, festival.title).toBeDefined();
  });

  it('says what each 节气 and festival is, with customs', () => {
    for (const entry of [...inGroup('jieqi'), ...inGroup('jieri')]) {
      expect(entry.line.customs?.length ?? 0, entry.title).toBeGreaterThanOrEqual(1);
      expect(entry.line.text.length, entry.title).toBeGreaterThanOrEqual(30);
    }
  });

  it('has the culture words, history and literature groups the issue names', () => {
    const counts = Object.fromEntries(files.groups.map((group) => [group.key, inGroup(group.key).length]));
    expect(counts).toMatchObject({ shengxiao: 12, wenfang: 4, faming: 4, shufa: 7, mingzhu: 4, ge: 1 });
    expect(counts.chaodai).toBeGreaterThanOrEqual(15);
    expect(counts.renwu).toBeGreaterThanOrEqual(8);
    expect(counts.zuojia).toBeGreaterThanOrEqual(8);
    for (const group of files.groups) expect(counts[group.key], group.key).toBeGreaterThan(0);
  });

  it('pictures the culture words a Noto drawing depicts, each from icons.json, which holds only those', () => {
    const pictured = entries.filter((e) => e.line.picture);
    const names = new Set(pictured.map((e) => e.line.picture));
    expect(Object.keys(files.pictures).sort()).toEqual([...names].sort());
    for (const svg of Object.values(files.pictures))
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The curated count (README.md): 12 生肖 and 5 more 文化字典 words; 4 festivals.
    expect(pictured.filter((e) => e.part === 'whzd')).toHaveLength(17);
    expect(inGroup('shengxiao').every((e) => e.line.picture)).toBe(true);
    expect(pictured.filter((e) => e.part === 'rcsh').map((e) => e.title)).toEqual(['春节', '元宵节', '中秋节', '除夕']);
    expect(pictured.filter((e) => e.part === 'zgls' || e.part === 'zgwx')).toEqual([]);
  });

  it('gives every dynasty and person with years a start before the end', () => {
    for (const entry of entries.filter((e) => e.line.years)) {
      const years = entry.line.years as { start: number; end: number };
      expect(years.start, entry.title).toBeLessThan(years.end);
      expect(years.start, entry.title).not.toBe(0);
    }
    const dynasties = inGroup('chaodai').map((e) => e.line.years?.start ?? Number.NaN);
    expect(dynasties).toEqual([...dynasties].sort((a, b) => a - b));
  });

  it('writes simplified characters, one pinyin syllable per character of a title', () => {
    const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
    for (const entry of entries) {
      const { line } = entry;
      const texts = [line.title, line.summary, line.text, line.note ?? '', line.saying ?? '', ...(line.customs ?? [])];
      // 毕昇 keeps 昇, as names do in the 通用规范汉字表.
      for (const text of texts)
        expect(toSimplified(text.replaceAll('毕昇', '')), entry.key).toBe(text.replaceAll('毕昇', ''));
      const hanzi = line.title.replace(/[^\u4e00-\u9fff]/g, '').length;
      // A title with a part in brackets (东周（春秋和战国）) is read by its first name.
      const readable = line.title.includes('（') ? line.title.split('（')[0]?.length : hanzi;
      expect(line.pinyin.split(' ').length, entry.key).toBe(readable);
    }
  });
});

describe('culture import: every linked poem is found in the catalogue', () => {
  let database: Database;
  let outcome: SourceOutcome | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const outcomes = await runImport(database, [moduleTreeSource, poemsSource, createCultureSource()], { out: quiet });
    outcome = outcomes.find((o) => o.name === 'culture');
  }, 120_000);
  afterAll(() => database.close());

  it('imports every entry and finds every poem it names', () => {
    expect(outcome?.gaps?.['格式有误、未导入的行'] ?? []).toEqual([]);
    expect(outcome?.gaps?.诗文目录里没有找到的诗 ?? []).toEqual([]);
    expect(outcome?.counts?.entries).toBe(entries.length);
    expect(outcome?.counts?.pictures).toBe(Object.keys(files.pictures).length);
  });

  it('links every poet an entry names to 名人名篇 (the importer drops a poet the catalogue lacks)', async () => {
    const repo = new CultureRepository(database.db);
    const naming = entries.filter((e) => e.line.poets?.length);
    expect(naming.map((e) => e.key)).toEqual(expect.arrayContaining(['badajia', 'libai', 'sushi']));
    for (const entry of naming) {
      const body = JSON.parse((await repo.findEntry({ key: entry.key }))?.body ?? '{}');
      expect(body.poets, entry.key).toEqual(entry.line.poets);
    }
  });

  it('links 清明 to 杜牧《清明》 and lists the groups under the four child modules', async () => {
    const repo = new CultureRepository(database.db);
    const qingming = await repo.findEntry({ key: 'qingming' });
    expect(JSON.parse(qingming?.body ?? '{}').poems).toEqual([
      expect.objectContaining({ title: '清明', author: '杜牧', dynasty: '唐' }),
    ]);
    const categories = await repo.categories();
    expect(new Set(categories.map((c) => c.module_id))).toEqual(new Set(Object.values(ZGWH_PARTS)));
    expect(categories.find((c) => c.key === 'jieqi')?.count).toBe(24);
  });

  it('stores each entry’s picture name and the drawing it names', async () => {
    const repo = new CultureRepository(database.db);
    const tiger = await repo.findEntry({ key: 'sx-hu' });
    expect(JSON.parse(tiger?.body ?? '{}').picture).toBe('tiger');
    expect(await repo.picture('tiger')).toBe(files.pictures.tiger);
    expect(JSON.parse((await repo.findEntry({ key: 'tiangan' }))?.body ?? '{}').picture).toBeNull();
    expect(await repo.picture('sun')).toBeUndefined();
  });
});
