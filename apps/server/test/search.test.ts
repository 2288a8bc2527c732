import { testEngines } from '@yuwen/db/testing';
import { CODE, type SearchGroup, searchCall } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue-fixture.js';
import { createTestApp, envelope, type TestApp } from './test-app.js';

describe.each(testEngines())('the search call on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedCatalogue(t.database);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (query: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/study/search?${new URLSearchParams(query)}` });
    return envelope(res);
  };
  const groups = async (keyword: string) => {
    const body = await search({ keyword });
    expect(body.code).toBe(CODE.ok);
    expect(searchCall.answer.safeParse(body.data).success).toBe(true);
    const found = (body.data as { groups: SearchGroup[] }).groups;
    return Object.fromEntries(found.map((g) => [g.type, g.items.map((i) => i.text)]));
  };

  it('finds characters, words and idioms by pinyin without tones, with the reading marked', async () => {
    const body = await search({ keyword: 'xue' });
    const [characters] = (body.data as { groups: SearchGroup[] }).groups;
    expect(characters?.items.map((i) => i.text)).toEqual(['学', '雪', '學']);
    expect(characters?.items[0]?.marks).toEqual([{ field: 'pinyin', start: 0, end: 3 }]);
    expect(await groups('xuex')).toMatchObject({ character: [], word: ['学习', '学校'] });
    expect(await groups('xyzy')).toMatchObject({ idiom: ['学以致用'] });
  });

  it('lists idioms by how suited they are to pupils: obscure after common, unsuitable last', async () => {
    // By frequency 血流成河 would be first and 学富五车 third.
    expect((await groups('xue')).idiom).toEqual(['学以致用', '学而不厌', '学富五车', '血流成河']);
  });

  it('uses tones when given, as marks or numbers', async () => {
    expect((await groups('xué')).character).toEqual(['学', '學']);
    expect((await groups('xue3')).character).toEqual(['雪']);
    expect((await groups('hang2')).character).toEqual(['行']);
    expect((await groups('yín háng')).word).toEqual(['银行']);
  });

  it('finds characters by initial, radical and stroke count', async () => {
    expect((await groups('x')).character).toEqual(['学', '行', '雪', '學']);
    expect((await groups('子')).character).toEqual(['子', '学', '學']);
    expect((await groups('8')).character).toEqual(['学']);
  });

  it('finds words, idioms, 歇后语 and poems by any character, poems by title, author and line', async () => {
    // 学而不厌 is more frequent, but 学以致用 is in our pupil dictionary.
    expect(await groups('学')).toMatchObject({ word: ['学习', '学校'], idiom: ['学以致用', '学而不厌', '学富五车'] });
    expect((await groups('一意')).idiom).toEqual(['一心一意']);
    expect((await groups('书')).xiehouyu).toEqual(['孔夫子搬家']);
    expect((await groups('李白')).poem).toEqual(['静夜思']);
    const body = await search({ keyword: '明月', type: 'poem' });
    const [poems] = (body.data as { groups: SearchGroup[] }).groups;
    // Once, from the first collection (小学必背古诗), though 唐诗三百首 holds it too.
    expect(poems).toMatchObject({ total: 1 });
    expect(poems?.items[0]).toMatchObject({
      id: 2,
      text: '静夜思',
      detail: '〔唐〕李白 · 小学必背古诗 · 床前明月光，疑是地上霜。',
      author: '李白',
      dynasty: '唐',
    });
    expect(poems?.items[0]?.marks).toEqual([{ field: 'detail', start: 19, end: 21 }]);
  });

  it('pages one type', async () => {
    const page = async (n: number) =>
      (await search({ keyword: 'x', type: 'character', page: String(n), page_size: '2' })).data as {
        groups: SearchGroup[];
      };
    expect((await page(1)).groups).toMatchObject([{ type: 'character', total: 4, page: 1 }]);
    expect((await page(2)).groups[0]?.items.map((i) => i.text)).toEqual(['雪', '學']);
    expect((await page(3)).groups[0]?.items).toEqual([]);
  });

  it('answers nothing for text that is neither Chinese nor pinyin, and refuses a blank keyword', async () => {
    expect(Object.values(await groups('%%%')).flat()).toEqual([]);
    expect(await search({ keyword: '  ' })).toMatchObject({ code: CODE.badRequest, msg: '请输入要搜索的内容' });
  });
});
