import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tidyBiography } from '../src/lib/biography.js';
import { auth, type CallValues, callApi } from './accounts-helpers.js';
import { seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const poem = (id: number, collection: string, sort: number, title: string, author: string, dynasty: string) => ({
  id,
  collection,
  sort,
  title,
  author,
  dynasty,
  content: `${title}第一句。\n第二句。`,
});

describe.each(testEngines())('authors (名人名篇) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [
        { key: 'tangshi300', name: '唐诗三百首' },
        { key: 'qianjiashi', name: '千家诗' },
      ],
      [
        poem(31, 'qianjiashi', 1, '静夜思', '李白', '唐'),
        poem(11, 'tangshi300', 1, '静夜思', '李白', '唐'),
        poem(12, 'tangshi300', 2, '春晓', '孟浩然', '唐'),
        poem(13, 'tangshi300', 3, '无题', '', '唐'),
        // Same name, another dynasty: another author.
        poem(14, 'qianjiashi', 2, '同名', '李白', '宋'),
      ],
    );
    await t.database.db
      .insertInto('poets')
      .values([
        { name: '李白', dynasty: '唐', biography: '李白，字太白， 号青莲居士。 ' },
        { name: '孟浩然', dynasty: '唐', biography: '' },
        { name: '无作品', dynasty: '唐', biography: '没有收录作品。' },
      ])
      .execute();
    pupil = await signUpPupil(t, 'poet_p1', 'pw-poet-p1');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, values: CallValues) => callApi(t, 'GET', url, values);

  it('lists the authors of our collections, most works first, with or without a biography', async () => {
    const res = await get('/api/study/poet/list', auth(pupil));
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toEqual([
      { name: '李白', dynasty: '唐', works: 2, has_biography: true },
      { name: '孟浩然', dynasty: '唐', works: 1, has_biography: false },
      { name: '李白', dynasty: '宋', works: 1, has_biography: false },
    ]);
  });

  it('answers one author with the tidied biography and works in collection order', async () => {
    const res = await get('/api/study/poet/info', { ...auth(pupil), name: '李白', dynasty: '唐' });
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toEqual({
      name: '李白',
      dynasty: '唐',
      bio: null,
      biography: '李白，字太白，号青莲居士。',
      works: [
        {
          id: 11,
          title: '静夜思',
          collection: 'tangshi300',
          collection_name: '唐诗三百首',
          first_line: '静夜思第一句。',
        },
        { id: 31, title: '静夜思', collection: 'qianjiashi', collection_name: '千家诗', first_line: '静夜思第一句。' },
      ],
    });
    const empty = await get('/api/study/poet/info', { ...auth(pupil), name: '孟浩然', dynasty: '唐' });
    expect(empty.data.biography).toBe('');
    expect(empty.data.works.map((w: { id: number }) => w.id)).toEqual([12]);
  });

  it('answers not found for an author without works, and 400 without a name', async () => {
    const none = await get('/api/study/poet/info', { ...auth(pupil), name: '无作品', dynasty: '唐' });
    expect(none.code).toBe(CODE.notFound);
    expect(none.msg).toBe('没有找到这位作者的作品');
    const missing = await get('/api/study/poet/info', { ...auth(pupil), name: '' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('请指定作者');
  });

  it('refuses callers without a session', async () => {
    const res = await get('/api/study/poet/list', { uid: pupil.id, product: pupil.product, token: 'wrong' });
    expect(res.code).toBe(CODE.invalidSession);
  });
});

describe('tidyBiography', () => {
  it('drops stray spaces between Chinese characters but keeps them around Latin text', () => {
    expect(tidyBiography(' 因 反对王安石新法 ')).toBe('因反对王安石新法');
    expect(tidyBiography('苏轼：(1037-1101) 北宋文学家')).toBe('苏轼：(1037-1101) 北宋文学家');
  });
});
