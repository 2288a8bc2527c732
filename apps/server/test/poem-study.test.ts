import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tidyBiography } from '../src/lib/biography.js';
import { presentStudy } from '../src/modules/poem/poem.presenter.js';
import { auth, type CallValues, callApi } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const CLASSICAL = '李白，字太白，陇西成纪人。';

describe.each(testEngines())('our poem notes and poets’ biographies (issue 20) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [{ key: 'bibei75', name: '小学必背古诗' }],
      [
        { id: 11, collection: 'bibei75', sort: 1, ...JING_YE_SI },
        {
          id: 12,
          collection: 'bibei75',
          sort: 2,
          title: '春晓',
          author: '孟浩然',
          dynasty: '唐',
          content: '春眠不觉晓。',
        },
        // A namesake of another dynasty: our biography of the 唐 poet is not his.
        { id: 13, collection: 'bibei75', sort: 3, title: '同名', author: '李白', dynasty: '宋', content: '同名一句。' },
      ],
    );
    await t.database.db
      .insertInto('poets')
      .values({ name: '李白', dynasty: '唐', biography: `${CLASSICAL}  ${CLASSICAL.replace('，', '， ')}` })
      .execute();
    await t.database.db
      .insertInto('poem_studies')
      .values({
        poem_id: 11,
        notes: JSON.stringify([
          { term: '疑', gloss: '好像' },
          { term: '举头', gloss: '抬起头' },
        ]),
        translation: '明亮的月光洒在床前，好像地上铺了一层白霜。\n我抬起头望着明月，又低下头想起了家乡。',
        appreciation: '诗人用平常的话写出了思乡的心情。',
        review: 0,
      })
      .execute();
    await t.database.db
      .insertInto('poet_bios')
      .values({
        name: '李白',
        dynasty: '唐',
        born: 701,
        died: 762,
        bio: '唐代大诗人，人们叫他“诗仙”。',
        known_for: '["静夜思"]',
      })
      .execute();
    pupil = await signUpPupil(t, 'study_p1', 'pw-study-p1');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, values: CallValues) => callApi(t, 'GET', url, values);

  it('answers a poem with our 注释, 译文 line by line and 赏析, and the poet’s modern biography', async () => {
    const res = await get('/api/study/resource/content', { ...auth(pupil), id: 11 });
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toMatchObject({
      study: {
        notes: [
          { term: '疑', gloss: '好像' },
          { term: '举头', gloss: '抬起头' },
        ],
        translation: ['明亮的月光洒在床前，好像地上铺了一层白霜。', '我抬起头望着明月，又低下头想起了家乡。'],
        appreciation: '诗人用平常的话写出了思乡的心情。',
      },
      author_bio: { born: 701, died: 762, text: '唐代大诗人，人们叫他“诗仙”。' },
      // The classical biography stays, printed once.
      biography: CLASSICAL,
    });
  });

  it('answers null where we wrote nothing, and for a namesake of another dynasty', async () => {
    const chunxiao = await get('/api/study/resource/content', { ...auth(pupil), id: 12 });
    expect(chunxiao.data).toMatchObject({ study: null, author_bio: null, biography: '' });
    const namesake = await get('/api/study/resource/content', { ...auth(pupil), id: 13 });
    expect(namesake.data).toMatchObject({ study: null, author_bio: null });
  });

  it('answers the poet page with the modern biography first and the classical one once', async () => {
    const tang = await get('/api/study/poet/info', { ...auth(pupil), name: '李白', dynasty: '唐' });
    expect(tang.code).toBe(CODE.ok);
    expect(tang.data).toMatchObject({
      bio: { born: 701, died: 762, text: '唐代大诗人，人们叫他“诗仙”。' },
      biography: CLASSICAL,
    });
    const song = await get('/api/study/poet/info', { ...auth(pupil), name: '李白', dynasty: '宋' });
    expect(song.data).toMatchObject({ bio: null, biography: '' });
  });
});

describe('the presenters', () => {
  it('prints a classical biography the sources repeat once, keeping a passage of its own', () => {
    const first = '白居易，字乐天，下邽人。《长庆集》诗二十卷。';
    const again = '白居易，字乐天，下邽人。长庆集诗二十卷。';
    const other = '白居易字乐天，其先太原人，后迁居下邽。补诗二首。';
    expect(tidyBiography(`${first}          ${first} ${again}  ${again} ${other}`)).toBe(`${first}${other}`);
    // A character changed in the repeat (助教 / 教) still marks it as one.
    expect(tidyBiography('欧阳詹，字行周，晋江人。官四门助教。 欧阳詹，字行周，晋江人，官四门教。')).toBe(
      '欧阳詹，字行周，晋江人。官四门助教。',
    );
    expect(tidyBiography('苏轼，字子瞻。因 反对王安石新法，出知杭州。 ')).toBe(
      '苏轼，字子瞻。因反对王安石新法，出知杭州。',
    );
  });

  it('reads stored notes defensively', () => {
    const row = { poem_id: 1, notes: 'not json', translation: '一\n二', appreciation: '好', review: 0 };
    expect(presentStudy(row)).toEqual({ notes: [], translation: ['一', '二'], appreciation: '好' });
    expect(presentStudy({ ...row, notes: '[{"term":"疑"},{"term":"床","gloss":"井栏"}]' })?.notes).toEqual([
      { term: '床', gloss: '井栏' },
    ]);
    expect(presentStudy(undefined)).toBeNull();
  });
});
