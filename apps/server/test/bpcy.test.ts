import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, DICTATION_MAX_WORDS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// Common words over the fixture's characters, most frequent first; 上火 uses 火, not met by lesson 2.
const WORDS: [string, string, number, string][] = [
  ['上火', 'shàng huǒ', 0.9, ''],
  ['上下', 'shàng xià', 0.5, '高处与低处；上面与下面。'],
  ['天上', 'tiān shàng', 0.4, ''],
  ['一下', 'yí xià', 0.3, ''],
  ['三天', 'sān tiān', 0.2, ''],
  ['地下', 'dì xià', 0.1, ''],
];

describe.each(testEngines())('部编词语 and 听写 on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedTextbook(t.database);
    for (const [word, pinyin, frequency, explanation] of WORDS) {
      const { id } = await t.database.db
        .insertInto('words')
        .values({ word, pinyin, frequency, explanation, common: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('word_chars')
        .values([...word].map((char) => ({ char, word_id: id })))
        .execute();
    }
    pupil = await signUpPupil(t, 'cy_p1', 'pw-cy-p1');
    other = await signUpPupil(t, 'cy_p2', 'pw-cy-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const lessonIds = async () => {
    const volumes = await call('GET', '/api/study/textbook/volumes', pupil);
    const volume = await call('GET', '/api/study/textbook/volume', pupil, { id: volumes.data[0].id });
    return (volume.data.units[0].lessons as { id: number }[]).map((l) => l.id);
  };

  it('selects a lesson’s words from characters met so far, the lesson’s own ones at most twice each', async () => {
    const [, second] = await lessonIds();
    const answer = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: second ?? 0 });
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.source).toBe('selection');
    // 上火 needs 火 (not met yet); 地下 holds none of 一二三上 (the lesson's 会写).
    expect(answer.data.words.map((w: { word: string }) => w.word)).toEqual(['上下', '天上', '一下', '三天']);
    expect(answer.data.words[0].syllables).toEqual([
      { char: '上', pinyin: 'shàng', audio: '' },
      { char: '下', pinyin: 'xià', audio: '' },
    ]);
    expect((await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: 999999 })).code).toBe(CODE.notFound);
  });

  it('leaves out of the selection the words our notes mark as not for pupils', async () => {
    const [, second] = await lessonIds();
    await t.database.db
      .insertInto('word_notes')
      .values({
        word: '天上',
        pinyin: 'tiān shàng',
        meaning: '天空中',
        example: '天上飘着白云。',
        synonyms: '[]',
        antonyms: '[]',
        measure: '',
        review: 0,
        skip: 1,
        volume: 'g1a',
        sort: 1,
      })
      .execute();
    const answer = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: second ?? 0 });
    expect(answer.data.words.map((w: { word: string }) => w.word)).toEqual(['上下', '一下', '三天']);
  });

  it('offers the words we wrote notes for before more frequent ones', async () => {
    const [, second] = await lessonIds();
    await t.database.db
      .insertInto('word_notes')
      .values({
        word: '三天',
        pinyin: 'sān tiān',
        meaning: '三个白天和晚上',
        example: '雨一连下了三天。',
        synonyms: '[]',
        antonyms: '[]',
        measure: '',
        review: 0,
        skip: 0,
        volume: 'g1a',
        sort: 1,
      })
      .execute();
    const answer = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: second ?? 0 });
    expect(answer.data.words.map((w: { word: string }) => w.word)).toEqual(['三天', '上下', '天上', '一下']);
  });

  it('answers the printed 词语表 where the lesson has one', async () => {
    const [, , third] = await lessonIds();
    await t.database.db
      .updateTable('textbook_lessons')
      .set({ words: JSON.stringify(['上下', '口耳']) })
      .where('category_id', '=', third ?? 0)
      .execute();
    const answer = await call('GET', '/api/study/bpcy/lesson', pupil, { lesson_id: third ?? 0 });
    expect(answer.data.source).toBe('printed');
    expect(answer.data.words.map((w: { word: string; pinyin: string }) => [w.word, w.pinyin])).toEqual([
      ['上下', 'shàng xià'],
      ['口耳', 'kǒu ěr'],
    ]);
  });

  it('a word page has its reading and the grown-ups’ explanation; bad words are told', async () => {
    const word = await call('GET', '/api/study/bpcy/word', pupil, { word: '上下' });
    expect(word.data).toMatchObject({
      word: '上下',
      pinyin: 'shàng xià',
      common: true,
      explanation: '高处与低处；上面与下面。',
    });
    expect((await call('GET', '/api/study/bpcy/word', pupil, { word: 'abc' })).msg).toBe('词语只能由汉字组成');
    expect((await call('GET', '/api/study/bpcy/word', pupil, { word: '龘龘' })).code).toBe(CODE.notFound);
  });

  it('a dictation of the pupil’s own list marks per character and sends the missed ones to the 错字本', async () => {
    const started = await call('POST', '/api/study/dictation', pupil, { words: '上下，天上\n上下' });
    expect(started.code).toBe(CODE.ok);
    expect(started.data.words.map((w: { word: string }) => w.word)).toEqual(['上下', '天上']);
    const foreign = await call('POST', '/api/study/dictation/submit', other, {
      id: started.data.id,
      mode: 'paper',
      marks: '[[true,true],[true,true]]',
    });
    expect(foreign.code).toBe(CODE.notFound);
    const mismatch = await call('POST', '/api/study/dictation/submit', pupil, {
      id: started.data.id,
      mode: 'paper',
      marks: '[[true,true]]',
    });
    expect(mismatch).toMatchObject({ code: CODE.badRequest, msg: '结果与听写的词语不符' });
    const result = await call('POST', '/api/study/dictation/submit', pupil, {
      id: started.data.id,
      mode: 'paper',
      marks: '[[true,true],[true,false]]',
    });
    expect(result.data).toMatchObject({ total: 2, correct: 1, score: 50, wrong: ['上'], mode: 'paper' });
    const again = await call('POST', '/api/study/dictation/submit', pupil, {
      id: started.data.id,
      mode: 'paper',
      marks: '[[true,true],[true,true]]',
    });
    expect(again.msg).toBe('这次听写已经交过了');
    const review = await call('GET', '/api/study/user/review', pupil);
    expect(review.data.wrong.map((tile: { char: string }) => tile.char)).toEqual(['上']);
    const history = await call('GET', '/api/study/dictation', pupil);
    expect(history.data.map((r: { title: string; score: number }) => [r.title, r.score])).toEqual([['我的听写', 50]]);
    expect((await call('GET', '/api/study/dictation', other)).data).toEqual([]);
  });

  it('a lesson’s dictation uses its words; bad lists get a clear message and store nothing', async () => {
    const [, second] = await lessonIds();
    const lesson = await call('POST', '/api/study/dictation', pupil, { lesson_id: second ?? 0 });
    expect(lesson.data.words).toHaveLength(4);
    const refused: [CallValues, string][] = [
      [{ words: ' ，' }, '请写下要听写的词语'],
      [{}, '请选择一课，或者写下要听写的词语'],
      [{ lesson_id: second ?? 0, words: '上下' }, '请选择一课，或者写下要听写的词语'],
      [
        {
          words: Array.from({ length: DICTATION_MAX_WORDS + 1 }, (_, i) => `上${'下'.repeat((i % 3) + 1)}${i}`).join(
            ' ',
          ),
        },
        '一次最多听写30个词语',
      ],
      [{ words: '上下 abc' }, '“abc”不是汉字词语'],
      [{ words: '上下天上一下三天地' }, '“上下天上一下三天地”太长了，每个词语最多8个字'],
    ];
    for (const [values, msg] of refused) {
      expect(await call('POST', '/api/study/dictation', pupil, values)).toMatchObject({ code: CODE.badRequest, msg });
    }
    expect((await call('POST', '/api/study/dictation', pupil, { lesson_id: 999999 })).code).toBe(CODE.notFound);
    const stored = await t.database.db.selectFrom('dictations').select('id').execute();
    expect(stored).toHaveLength(1);
  });
});
