import { Writable } from 'node:stream';
import type { Database } from '@yuwen/db';
import { createTestDatabase } from '@yuwen/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/pipeline.js';
import { createPoemPinyinSource } from '../src/sources/poem-pinyin/poem-pinyin.source.js';
import { buildBibeiRows } from '../src/sources/poems/bibei75.build.js';
import { BIBEI_75, BIBEI_LIST_SIZE } from '../src/sources/poems/bibei75.data.js';
import { poemsSource } from '../src/sources/poems/poems.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

describe('小学必背古诗 (pure)', () => {
  it('holds every poem of the list', () => {
    expect(BIBEI_75).toHaveLength(BIBEI_LIST_SIZE);
  });

  it('reports an entry whose package poem is missing instead of guessing its text', () => {
    const { rows, gaps } = buildBibeiRows([], BIBEI_75.slice(6, 8));
    expect(rows).toEqual([]);
    expect(gaps).toEqual([
      '《回乡偶书》贺知章：唐诗三百首中未找到《回乡偶书·其一》',
      '《凉州词》王之涣：唐诗三百首中未找到《凉州词》',
    ]);
  });
});

describe('小学必背古诗 imported with its pinyin', () => {
  let database: Database;
  let gaps: Record<string, string[]>;
  const poem = (title: string, author: string) =>
    database.db
      .selectFrom('poems')
      .selectAll()
      .where('collection', '=', 'bibei75')
      .where('title', '=', title)
      .where('author', '=', author)
      .executeTakeFirstOrThrow();
  const syllables = (row: { pinyin: string }) => JSON.parse(row.pinyin) as string[][];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const outcomes = await runImport(database, [poemsSource, createPoemPinyinSource(poemsSource)], { out: quiet });
    gaps = outcomes[0]?.gaps ?? {};
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('is the first collection and holds every listed poem in order', async () => {
    const first = await database.db
      .selectFrom('poem_collections')
      .selectAll()
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ key: 'bibei75', name: '小学必背古诗' });
    const rows = await database.db
      .selectFrom('poems')
      .select(['sort', 'title', 'author'])
      .where('collection', '=', 'bibei75')
      .orderBy('sort')
      .execute();
    expect(rows.map((r) => `${r.title}/${r.author}`)).toEqual(BIBEI_75.map((e) => `${e.title}/${e.author}`));
    expect(gaps[`小学必背古诗（课标 ${BIBEI_LIST_SIZE} 首）未收录的篇目`] ?? []).toEqual([]);
  });

  it('has both 四时田园杂兴 of the list, 其三十一 then 其二十五, as the 61st and 62nd poems', async () => {
    const rows = await database.db
      .selectFrom('poems')
      .select(['sort', 'content', 'notes', 'grade_band'])
      .where('collection', '=', 'bibei75')
      .where('title', '=', '四时田园杂兴')
      .orderBy('sort')
      .execute();
    expect(rows.map((r) => [r.sort, r.content.split('\n')[0]])).toEqual([
      [61, '昼出耘田夜绩麻，村庄儿女各当家。'],
      [62, '梅子金黄杏子肥，麦花雪白菜花稀。'],
    ]);
    expect(rows[1]?.content).toBe('梅子金黄杏子肥，麦花雪白菜花稀。\n日长篱落无人过，惟有蜻蜓蛱蝶飞。');
  });

  it('has 村居 as the textbooks print it, entered by us', async () => {
    const row = await poem('村居', '高鼎');
    expect(row.content).toBe('草长莺飞二月天，拂堤杨柳醉春烟。\n儿童散学归来早，忙趁东风放纸鸢。');
    expect(row.dynasty).toBe('清');
    expect(row.notes).toContain('本站据公版文本录入');
    expect(row.grade_band).toBe('1-2');
    expect(row.notes).not.toContain('年级');
  });

  it('takes package texts in textbook wording, without the anthology’s reading notes', async () => {
    expect((await poem('静夜思', '李白')).content).toBe('床前明月光，疑是地上霜。\n举头望明月，低头思故乡。');
    expect((await poem('黄鹤楼送孟浩然之广陵', '李白')).content).toBe(
      '故人西辞黄鹤楼，烟花三月下扬州。\n孤帆远影碧空尽，唯见长江天际流。',
    );
    const xiaochu = await poem('晓出净慈寺送林子方', '杨万里');
    expect(xiaochu.content.startsWith('毕竟西湖六月中')).toBe(true);
    expect(xiaochu.notes).toContain('千家诗以《西湖》为题并误题苏轼');
  });

  it('applies the textbook readings of the override list to the collection (issue 20)', async () => {
    expect(syllables(await poem('回乡偶书', '贺知章'))[0]?.[14]).toBe('shuāi');
    expect(syllables(await poem('山行', '杜牧'))[0]?.[6]).toBe('xié');
    expect(syllables(await poem('题西林壁', '苏轼'))[1]?.[8]).toBe('zhǐ');
    expect(syllables(await poem('塞下曲', '卢纶'))[1]?.[3]).toBe('qí');
    expect(syllables(await poem('敕勒歌', '北朝民歌'))[3]?.[4]).toBe('xiàn');
    expect(syllables(await poem('己亥杂诗', '龚自珍'))[1]?.[4]).toBe('chóng');
  });
});
