import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { character } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

// 25 level-1 characters: group 1 holds the first 20, group 2 the last 5.
const LEVEL_ONE = '天地人你我他上下山水大小日月口耳目手足木林火土石田'.split('');
const TONES = ['tiān', 'dì', 'rén', 'nǐ', 'wǒ', 'tā', 'shàng', 'xià', 'shān', 'shuǐ', 'dà', 'xiǎo', 'rì', 'yuè', 'kǒu'];
const reading = (i: number) =>
  TONES[i] ?? ['ěr', 'mù', 'shǒu', 'zú', 'mù', 'lín', 'huǒ', 'tǔ', 'shí', 'tián'][i - 15] ?? 'a';

// Common words of the group's characters, for 认字 questions.
const WORDS: [string, string, number][] = [
  ['大人', 'dà rén', 0.5],
  ['天地', 'tiān dì', 0.01],
  ['山水', 'shān shuǐ', 0.02],
  ['大小', 'dà xiǎo', 0.3],
  ['日月', 'rì yuè', 0.001],
];

describe.each(testEngines())('汉字训练 calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await db
      .insertInto('characters')
      .values(
        LEVEL_ONE.map((char, i) =>
          character({ id: i + 1, char, readings: JSON.stringify([reading(i)]), stroke_count: 3 }),
        ),
      )
      .execute();
    for (const [word, pinyin, frequency] of WORDS) {
      const { id } = await db
        .insertInto('words')
        .values({ word, pinyin, frequency, explanation: '', common: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('word_chars')
        .values([...word].map((char) => ({ char, word_id: id })))
        .execute();
    }
    pupil = await signUpPupil(t, 'train_p1', 'pw-train-p1');
    other = await signUpPupil(t, 'train_p2', 'pw-train-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const answers = (ids: number[], wrongIds: number[] = []) =>
    JSON.stringify(ids.map((id) => ({ char_id: id, kind: 'read', correct: !wrongIds.includes(id) })));

  it('builds a test of a group: each character once, four options, the answer among them', async () => {
    const res = await call('GET', '/api/study/UserTrainDetail/questions', pupil, {
      source: 'group',
      number: 1,
      count: 20,
    });
    expect(res.code).toBe(CODE.ok);
    const { questions } = res.data;
    // The whole group: its 9 characters with a common word then cannot all fall where a reading is
    // asked (the order is random; the alternation itself is tested in question-builder.test.ts).
    expect(questions).toHaveLength(20);
    expect(new Set(questions.map((q: { char_id: number }) => q.char_id)).size).toBe(20);
    for (const q of questions) {
      expect(q.char_id).toBeLessThanOrEqual(20);
      expect(new Set(q.options).size).toBe(4);
      expect(q.options[q.answer]).toBe(q.kind === 'read' ? reading(q.char_id - 1) : q.char);
    }
    expect(questions.some((q: { kind: string }) => q.kind === 'recognise')).toBe(true);
    const missing = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { number: 9 });
    expect(missing.code).toBe(CODE.notFound);
  });

  it('adds dictation questions on request: the reading, its real recording if any, and the stroke data', async () => {
    await t.database.db.insertInto('pronunciations').values({ syllable: 'tian', tone: 1, file: 'tian1.mp3' }).execute();
    const res = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { number: 1, count: 20, write: 1 });
    const writes = res.data.questions.filter((q: { kind: string }) => q.kind === 'write');
    expect(writes.length).toBeGreaterThanOrEqual(6);
    for (const q of writes) {
      expect(q).toMatchObject({ options: [], answer: -1, hint: reading(q.char_id - 1) });
      expect(q.stroke_data).toBe(`/hanzi-data/${encodeURIComponent(q.char)}.json`);
      expect(q.audio).toBe(q.char === '天' ? '/audio/pinyin/tian1.mp3' : '');
    }
    const plain = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { number: 1, count: 20 });
    expect(plain.data.questions.some((q: { kind: string }) => q.kind === 'write')).toBe(false);
  });

  it('keeps a finished test per pupil and puts the missed character in the 错字本 until answered right', async () => {
    const submit = await call('POST', '/api/study/UserTrainDetail', pupil, {
      group: 1,
      answers: answers([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [3]),
    });
    expect(submit.code).toBe(CODE.ok);
    expect(submit.data).toMatchObject({ kind: 'hzcs', number: 1, total: 10, correct: 9, score: 90 });
    expect(submit.data.wrong).toEqual([{ char_id: 3, char: '人' }]);

    const queue = await call('GET', '/api/study/user/review', pupil);
    expect(queue.data.wrong.map((c: { char: string; wrong_count: number }) => [c.char, c.wrong_count])).toEqual([
      ['人', 1],
    ]);
    expect((await call('GET', '/api/study/user/review', other)).data.wrong).toEqual([]);

    const list = await call('GET', '/api/study/UserTrainDetail', pupil);
    expect(list.data.total).toBe(1);
    expect(list.data.list[0].score).toBe(90);
    expect((await call('GET', '/api/study/UserTrainDetail', other)).data.total).toBe(0);

    const review = await call('POST', '/api/study/user/review', pupil, { answers: answers([3]) });
    expect(review.code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/user/review', pupil)).data.wrong).toEqual([]);
  });

  it('refuses answers that are not about the group, or are malformed', async () => {
    const foreign = await call('POST', '/api/study/UserTrainDetail', pupil, { group: 2, answers: answers([1]) });
    expect(foreign.code).toBe(CODE.badRequest);
    const broken = await call('POST', '/api/study/UserTrainDetail', pupil, { group: 1, answers: '[{' });
    expect(broken).toMatchObject({ code: CODE.badRequest, msg: '答案格式有误' });
    const twice = await call('POST', '/api/study/UserTrainDetail', pupil, { group: 1, answers: answers([1, 1]) });
    expect(twice).toMatchObject({ code: CODE.badRequest, msg: '答案重复' });
  });

  it('opens training levels in order and keeps the best stars', async () => {
    let levels = await call('GET', '/api/study/UserTrainLevel', pupil);
    expect(levels.data.levels.map((l: { unlocked: boolean }) => l.unlocked)).toEqual([true, false]);
    expect(levels.data.levels[0].preview).toBe('天地人你');
    const locked = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { source: 'level', number: 2 });
    expect(locked).toMatchObject({ code: CODE.forbidden, msg: '请先通过上一关' });

    const poor = await call('POST', '/api/study/UserTrainLevel', pupil, {
      level: 1,
      answers: answers([1, 2, 3, 4, 5], [1, 2, 3]),
    });
    expect(poor.data).toMatchObject({ stars: 0, next_unlocked: false });
    const good = await call('POST', '/api/study/UserTrainLevel', pupil, {
      level: 1,
      answers: answers([1, 2, 3, 4, 5], [1]),
    });
    expect(good.data).toMatchObject({ stars: 2, next_unlocked: true, level: { stars: 2, best_score: 80 } });
    const worse = await call('POST', '/api/study/UserTrainLevel', pupil, {
      level: 1,
      answers: answers([1, 2, 3, 4, 5], [1, 2]),
    });
    expect(worse.data).toMatchObject({ stars: 1, level: { stars: 2, best_score: 80 } });

    levels = await call('GET', '/api/study/UserTrainLevel', pupil);
    expect(levels.data.total_stars).toBe(2);
    expect(levels.data.levels[1].unlocked).toBe(true);
    expect((await call('GET', '/api/study/UserTrainLevel', other)).data.levels[1].unlocked).toBe(false);
    const open = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { source: 'level', number: 2 });
    expect(open.data.questions.length).toBeGreaterThan(0);
  });

  it('queues learned characters for review today and moves them on after a right answer', async () => {
    expect((await call('GET', '/api/study/user/review', pupil)).data.due_count).toBe(0);
    for (const id of [1, 2]) {
      await call('POST', '/api/study/user/character', pupil, { char_id: id, learned: '1' });
    }
    const queue = await call('GET', '/api/study/user/review', pupil);
    expect(queue.data.due_count).toBe(2);
    expect(queue.data.due.map((c: { char: string }) => c.char)).toEqual(['天', '地']);
    expect((await call('GET', '/api/study/user/review', other)).data.due_count).toBe(0);

    const questions = await call('GET', '/api/study/UserTrainDetail/questions', pupil, { source: 'review', count: 10 });
    expect(questions.data.questions.map((q: { char: string }) => q.char).sort()).toEqual(['地', '天']);

    const answered = await call('POST', '/api/study/user/review', pupil, { answers: answers([1]) });
    expect(answered.data).toEqual({ reviewed: 1, due_count: 1 });
    const unknown = await call('POST', '/api/study/user/review', pupil, { answers: answers([999]) });
    expect(unknown.code).toBe(CODE.badRequest);
  });

  it('adds game points: 10 a pair, seconds left when the board is cleared', async () => {
    expect((await call('GET', '/api/study/totalPoints', pupil)).data).toEqual({
      total_points: 0,
      best_round: 0,
      rounds: 0,
    });
    const cleared = await call('POST', '/api/study/totalPoints', pupil, { matched: 6, seconds_left: 20 });
    expect(cleared.data).toEqual({ points: 80, total_points: 80, best_round: 80, rounds: 1 });
    const partial = await call('POST', '/api/study/totalPoints', pupil, { matched: 3, seconds_left: 0 });
    expect(partial.data).toEqual({ points: 30, total_points: 110, best_round: 80, rounds: 2 });
    const cheat = await call('POST', '/api/study/totalPoints', pupil, { matched: 3, seconds_left: 30 });
    expect(cheat.code).toBe(CODE.badRequest);
    expect((await call('GET', '/api/study/totalPoints', other)).data.total_points).toBe(0);
  });
});
