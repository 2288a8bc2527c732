import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alignedPinyin } from '../src/modules/poem/poem.presenter.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const JING_YE_SI_PINYIN = [
  ['chuáng', 'qián', 'míng', 'yuè', 'guāng', '', 'yí', 'shì', 'dì', 'shàng', 'shuāng', ''],
  ['jǔ', 'tóu', 'wàng', 'míng', 'yuè', '', 'dī', 'tóu', 'sī', 'gù', 'xiāng', ''],
];

describe.each(testEngines())('poems and favourites on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [
        { key: 'tangshi300', name: '唐诗三百首' },
        { key: 'songci300', name: '宋词三百首' },
      ],
      [
        {
          id: 11,
          collection: 'tangshi300',
          sort: 1,
          ...JING_YE_SI,
          pinyin: JSON.stringify(JING_YE_SI_PINYIN),
        },
        {
          id: 12,
          collection: 'tangshi300',
          sort: 2,
          title: '春晓',
          author: '孟浩然',
          dynasty: '唐',
          content: '春眠不觉晓，处处闻啼鸟。',
        },
        ...Array.from({ length: 3 }, (_, i) => ({
          id: 20 + i,
          collection: 'tangshi300',
          sort: 3 + i,
          title: `无题${i + 1}`,
          author: '',
          dynasty: '唐',
          content: '山',
        })),
      ],
    );
    const { db } = t.database;
    await db
      .insertInto('poets')
      .values([
        { name: '李白', dynasty: '唐', biography: '李白，字太白，号青莲居士。' },
        { name: '孟浩然', dynasty: '唐', biography: '' },
      ])
      .execute();
    await db
      .insertInto('pronunciations')
      .values([
        { syllable: 'chuang', tone: 2, file: 'chuang2.mp3' },
        { syllable: 'ming', tone: 2, file: 'ming2.mp3' },
      ])
      .execute();
    pupil = await signUpPupil(t, 'poem_p1', 'pw-poem-p1');
    other = await signUpPupil(t, 'poem_p2', 'pw-poem-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues) => callApi(t, method, url, values);

  it('lists the collections with their poem counts, in order', async () => {
    const res = await call('GET', '/api/study/resource/collections', {});
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toEqual([
      { key: 'tangshi300', name: '唐诗三百首', count: 5 },
      { key: 'songci300', name: '宋词三百首', count: 0 },
    ]);
  });

  it('pages a collection’s poems in order with first lines', async () => {
    const page1 = await call('GET', '/api/study/resourceCategoryContent', {
      ...auth(pupil),
      collection: 'tangshi300',
      page: 1,
      page_size: 2,
    });
    expect(page1.code).toBe(CODE.ok);
    expect(page1.data).toMatchObject({ total: 5, page: 1, page_size: 2, collection_name: '唐诗三百首' });
    expect(page1.data.list[0]).toEqual({
      id: 11,
      collection: 'tangshi300',
      title: '静夜思',
      author: '李白',
      dynasty: '唐',
      first_line: '床前明月光，疑是地上霜。',
      favorite: false,
      grade_band: '',
    });
    const page3 = await call('GET', '/api/study/resourceCategoryContent', {
      ...auth(pupil),
      collection: 'tangshi300',
      page: 3,
      page_size: 2,
    });
    expect(page3.data.list.map((p: { title: string }) => p.title)).toEqual(['无题3']);

    const missing = await call('GET', '/api/study/resourceCategoryContent', { ...auth(pupil), collection: 'nope' });
    expect(missing).toMatchObject({ code: CODE.notFound, msg: '诗集不存在' });
    const bad = await call('GET', '/api/study/resourceCategoryContent', { ...auth(pupil), collection: '唐诗' });
    expect(bad.code).toBe(CODE.badRequest);
    expect((await call('GET', '/api/study/resourceCategoryContent', { collection: 'tangshi300' })).code).toBe(
      CODE.invalidSession,
    );
  });

  it('answers one poem with lines, aligned pinyin, real recordings only and the biography', async () => {
    const res = await call('GET', '/api/study/resource/content', { ...auth(pupil), id: 11 });
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toMatchObject({
      id: 11,
      collection: 'tangshi300',
      collection_name: '唐诗三百首',
      title: '静夜思',
      author: '李白',
      dynasty: '唐',
      lines: ['床前明月光，疑是地上霜。', '举头望明月，低头思故乡。'],
      pinyin: JING_YE_SI_PINYIN,
      biography: '李白，字太白，号青莲居士。',
      favorite: false,
    });
    // chuang2 and ming2 are recorded; the rest are not, and punctuation has no sound.
    expect(res.data.audio[0].slice(0, 3)).toEqual(['/audio/pinyin/chuang2.mp3', '', '/audio/pinyin/ming2.mp3']);
    expect(res.data.audio[0][5]).toBe('');
    expect(res.data.audio[1][3]).toBe('/audio/pinyin/ming2.mp3');

    // No pinyin computed yet and an empty biography: empty syllables, biography ''.
    const chunxiao = await call('GET', '/api/study/resource/content', { ...auth(pupil), id: 12 });
    expect(chunxiao.data.pinyin).toEqual([Array.from({ length: 12 }, () => '')]);
    expect(chunxiao.data.biography).toBe('');

    expect(await call('GET', '/api/study/resource/content', { ...auth(pupil), id: 999 })).toMatchObject({
      code: CODE.notFound,
      msg: '诗文不存在',
    });
    expect((await call('GET', '/api/study/resource/content', { ...auth(pupil), id: 'abc' })).code).toBe(
      CODE.badRequest,
    );
  });

  it('keeps favourites per user: add, mark, list, remove; one user never sees another’s', async () => {
    expect(await call('POST', '/api/study/user/favorite', { ...auth(pupil), poem_id: 11 })).toMatchObject({
      code: CODE.ok,
      data: { poem_id: 11, favorite: true },
    });
    // Twice is harmless.
    expect((await call('POST', '/api/study/user/favorite', { ...auth(pupil), poem_id: 11 })).code).toBe(CODE.ok);
    await call('POST', '/api/study/user/favorite', { ...auth(pupil), poem_id: 12 });
    await call('POST', '/api/study/user/favorite', { ...auth(other), poem_id: 20 });
    expect(await call('POST', '/api/study/user/favorite', { ...auth(pupil), poem_id: 999 })).toMatchObject({
      code: CODE.notFound,
    });

    const mine = await call('GET', '/api/study/user/favorite', { ...auth(pupil) });
    expect(mine.code).toBe(CODE.ok);
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((p: { id: number }) => p.id).sort()).toEqual([11, 12]);
    expect(mine.data.list[0]).toMatchObject({ collection_name: '唐诗三百首', favorite: true });
    const theirs = await call('GET', '/api/study/user/favorite', { ...auth(other) });
    expect(theirs.data.list.map((p: { id: number }) => p.id)).toEqual([20]);

    const listed = await call('GET', '/api/study/resourceCategoryContent', {
      ...auth(pupil),
      collection: 'tangshi300',
    });
    expect(listed.data.list.filter((p: { favorite: boolean }) => p.favorite).map((p: { id: number }) => p.id)).toEqual([
      11, 12,
    ]);
    expect((await call('GET', '/api/study/resource/content', { ...auth(pupil), id: 11 })).data.favorite).toBe(true);
    expect((await call('GET', '/api/study/resource/content', { ...auth(other), id: 11 })).data.favorite).toBe(false);

    // The other pupil removing poem 11 changes nothing for this one.
    expect((await call('DELETE', '/api/study/user/favorite', { ...auth(other), poem_id: 11 })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/user/favorite', { ...auth(pupil) })).data.total).toBe(2);
    expect(await call('DELETE', '/api/study/user/favorite', { ...auth(pupil), poem_id: 11 })).toMatchObject({
      code: CODE.ok,
      data: { poem_id: 11, favorite: false },
    });
    const after = await call('GET', '/api/study/user/favorite', { ...auth(pupil) });
    expect(after.data.list.map((p: { id: number }) => p.id)).toEqual([12]);

    // A foreign uid with this token is refused.
    expect((await call('POST', '/api/study/user/favorite', { ...auth(pupil), uid: other.id, poem_id: 21 })).code).toBe(
      CODE.invalidSession,
    );
  });
});

describe('stored pinyin alignment', () => {
  it('blanks a line whose stored syllables no longer match its characters', () => {
    expect(alignedPinyin(['山水', '花'], '[["shān","shuǐ"],["huā","x"]]')).toEqual([['shān', 'shuǐ'], ['']]);
    expect(alignedPinyin(['山'], 'not json')).toEqual([['']]);
    expect(alignedPinyin(['山'], '')).toEqual([['']]);
  });
});
