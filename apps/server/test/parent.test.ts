import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, PARENT_FAILURE_LIMIT, PARENT_PASS_MS, type WeeklyReport } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chinaDate, DAY_MS } from '../src/lib/china-time.js';
import { newQuestion, numberWords } from '../src/modules/parent/parent-question.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { parentPass, rightAnswer as rightAnswerOf } from './parent-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';
import { seedTextbook } from './textbook-fixture.js';

// The parent check (issue 18) and the parents' weekly report (issue 17).

describe('parent question', () => {
  it('writes numbers in Chinese words', () => {
    expect([0, 7, 10, 12, 20, 37, 99, 100, 105, 110, 171].map(numberWords)).toEqual([
      '零',
      '七',
      '十',
      '十二',
      '二十',
      '三十七',
      '九十九',
      '一百',
      '一百零五',
      '一百一十',
      '一百七十一',
    ]);
  });

  it('asks a sum, a difference or a product with no digits in the text', () => {
    const picks = [
      [0, 37, 48],
      [1, 9, 1, 2, 6],
      [2, 13, 7],
    ];
    const expected = [
      ['三十七加四十八等于几？', 85],
      ['九十一减二十六等于几？', 65],
      ['十三乘七等于几？', 91],
    ];
    picks.forEach((values, i) => {
      const queue = [...values];
      const question = newQuestion(() => queue.shift() ?? 0);
      expect([question.text, question.answer]).toEqual(expected[i]);
    });
    for (let i = 0; i < 50; i++) {
      const { text, answer } = newQuestion();
      expect(text).not.toMatch(/\d/);
      expect(answer).toBeGreaterThan(0);
    }
  });
});

describe.each(testEngines())('parent check and weekly report on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    pupil = await signUpPupil(t, 'parent_p1', 'pw-parent-p1');
    other = await signUpPupil(t, 'parent_p2', 'pw-parent-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  const rightAnswer = (checkId: string) => rightAnswerOf(t, pupil, checkId);
  const passByQuestion = (who: Account) => parentPass(t, who);

  it('asks in words, keeps the answer on the server, and passes a right answer once', async () => {
    const asked = await call('POST', '/api/parent/question', pupil);
    expect(asked.data).toMatchObject({ has_pin: false });
    expect(asked.data.question).toMatch(/^[零一二三四五六七八九十百]+[加减乘][零一二三四五六七八九十百]+等于几？$/);
    expect(JSON.stringify(asked)).not.toContain('answer');
    const answer = await rightAnswer(asked.data.check_id);
    const before = Date.now();
    const passed = await call('POST', '/api/parent/answer', pupil, { check_id: asked.data.check_id, answer });
    expect(passed.data.pass).toBe(asked.data.check_id);
    expect(passed.data.until).toBeGreaterThanOrEqual(before + PARENT_PASS_MS);
    // A question is answered once; another pupil cannot use it.
    expect(await call('POST', '/api/parent/answer', pupil, { check_id: asked.data.check_id, answer })).toMatchObject({
      code: CODE.failed,
      msg: '这道题已经过期了，请换一道题',
    });
    const theirs = await call('POST', '/api/parent/question', other);
    expect((await call('POST', '/api/parent/answer', pupil, { check_id: theirs.data.check_id, answer: '1' })).msg).toBe(
      '这道题已经过期了，请换一道题',
    );
  });

  it('a wrong answer uses the question up; answers that are not digits are told', async () => {
    const asked = await call('POST', '/api/parent/question', pupil);
    const right = Number(await rightAnswer(asked.data.check_id));
    expect(
      await call('POST', '/api/parent/answer', pupil, { check_id: asked.data.check_id, answer: '十九' }),
    ).toMatchObject({ code: CODE.badRequest, msg: '请用数字写出答案，比如 19' });
    expect(
      await call('POST', '/api/parent/answer', pupil, { check_id: asked.data.check_id, answer: String(right + 1) }),
    ).toMatchObject({ code: CODE.failed, msg: '答案不对，请换一道题再试' });
    expect(
      (await call('POST', '/api/parent/answer', pupil, { check_id: asked.data.check_id, answer: String(right) })).msg,
    ).toBe('这道题已经过期了，请换一道题');
  });

  it('sets a PIN only with a pass, checks it, and locks after repeated wrong PINs', async () => {
    expect(await call('POST', '/api/parent/pin', pupil, { pass: '0'.repeat(32), pin: '2468' })).toMatchObject({
      code: CODE.forbidden,
      msg: '请家长先验证一下',
    });
    expect((await call('POST', '/api/parent/pin/check', pupil, { pin: '2468' })).msg).toBe(
      '还没有设置家长密码，请回答算术题',
    );
    const pass = await passByQuestion(pupil);
    // Another pupil's pass is no pass.
    expect((await call('POST', '/api/parent/pin', other, { pass, pin: '2468' })).code).toBe(CODE.forbidden);
    for (const bad of ['123', '1234567', '12a4', '']) {
      expect(await call('POST', '/api/parent/pin', pupil, { pass, pin: bad })).toMatchObject({
        code: CODE.badRequest,
      });
    }
    expect((await call('POST', '/api/parent/pin', pupil, { pass, pin: '12a4' })).msg).toBe('家长密码是 4 到 6 位数字');
    expect((await call('POST', '/api/parent/pin', pupil, { pass, pin: '2468' })).data).toEqual({ has_pin: true });
    const stored = await t.database.db
      .selectFrom('parent_pins' as never)
      .select('pin_hash' as never)
      .executeTakeFirstOrThrow();
    expect((stored as { pin_hash: string }).pin_hash).toMatch(/^\$argon2/);
    expect((await call('POST', '/api/parent/question', pupil)).data.has_pin).toBe(true);
    expect((await call('GET', '/api/parent/pin', pupil)).data).toEqual({ has_pin: true });
    expect((await call('GET', '/api/parent/pin', other)).data).toEqual({ has_pin: false });

    const byPin = await call('POST', '/api/parent/pin/check', pupil, { pin: '2468' });
    expect(byPin.data.pass).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', '/api/parent/weeklyReport', pupil, { pass: byPin.data.pass })).code).toBe(CODE.ok);
    // The other pupil has no PIN of their own; this one's PIN does not open theirs.
    expect((await call('POST', '/api/parent/pin/check', other, { pin: '2468' })).code).toBe(CODE.failed);

    for (let i = 0; i < PARENT_FAILURE_LIMIT; i++) {
      expect(await call('POST', '/api/parent/pin/check', pupil, { pin: '1111' })).toMatchObject({
        code: CODE.failed,
        msg: '家长密码不对，请再试一次',
      });
    }
    // Now even the right PIN and new questions wait; the stored PIN is still there.
    expect(await call('POST', '/api/parent/pin/check', pupil, { pin: '2468' })).toMatchObject({
      code: CODE.tooManyRequests,
      msg: '错了好几次，请 15 分钟后再试',
    });
    expect((await call('POST', '/api/parent/question', pupil)).code).toBe(CODE.tooManyRequests);
    expect((await call('POST', '/api/parent/question', other)).code).toBe(CODE.ok);

    // Removing the PIN needs a pass too.
    expect((await call('DELETE', '/api/parent/pin', pupil, { pass: '1'.repeat(32) })).code).toBe(CODE.forbidden);
    expect((await call('DELETE', '/api/parent/pin', pupil, { pass: byPin.data.pass })).data).toEqual({
      has_pin: false,
    });
  });

  it('the weekly report is behind the check and shows an empty week as empty', async () => {
    expect((await call('GET', '/api/parent/weeklyReport', pupil, { pass: 'x' })).code).toBe(CODE.badRequest);
    expect((await call('GET', '/api/parent/weeklyReport', pupil, { pass: 'a'.repeat(32) })).code).toBe(CODE.forbidden);
    const pass = await passByQuestion(pupil);
    const report = (await call('GET', '/api/parent/weeklyReport', pupil, { pass })).data as WeeklyReport;
    expect(report).toMatchObject({
      to: chinaDate(Date.now()),
      total_seconds: 0,
      characters_count: 0,
      recitations: 0,
      dictation: { count: 0, average: null },
      assignments: { done: 0, due: 0 },
      empty: true,
    });
    expect(report.days).toHaveLength(7);
    expect((await call('GET', '/api/parent/weeklyReport', other, { pass })).code).toBe(CODE.forbidden);
  });

  it('adds up the week from what the areas keep, for this pupil only', async () => {
    await seedTextbook(t.database);
    const now = Date.now();
    const { db } = t.database;
    const old = now - 10 * DAY_MS;
    await db
      .insertInto('learn_records')
      .values([
        {
          user_id: pupil.id,
          module_id: 1,
          resource_category_id: null,
          started_at: now - 600_000,
          ended_at: now - 300_000,
        },
        { user_id: pupil.id, module_id: 1, resource_category_id: null, started_at: old, ended_at: old + 600_000 },
        { user_id: other.id, module_id: 1, resource_category_id: null, started_at: now - 600_000, ended_at: now },
      ])
      .execute();
    const chars = await db.selectFrom('characters').select('id').where('char', 'in', ['一', '二', '三']).execute();
    await db
      .insertInto('user_characters')
      .values(
        chars.map((row, i) => ({
          user_id: pupil.id,
          char_id: row.id,
          learned: 1,
          favorite: 0,
          updated_at: i === 0 ? old : now - DAY_MS,
        })),
      )
      .execute();
    const dictation = (score: number, at: number, userId = pupil.id) => ({
      user_id: userId,
      title: '听写',
      lesson_id: null,
      words: '[]',
      mode: 'paper',
      wrong: '[]',
      total: 4,
      correct: 4,
      score,
      created_at: at,
      submitted_at: at,
    });
    await db
      .insertInto('dictations')
      .values([
        dictation(100, now - DAY_MS),
        dictation(70, now - 2 * DAY_MS),
        dictation(10, old),
        dictation(5, now, other.id),
      ])
      .execute();
    await db
      .insertInto('poem_tests')
      .values({
        user_id: pupil.id,
        collection: 'x',
        questions: '[]',
        answers: '[]',
        total: 4,
        correct: 3,
        created_at: now - 3 * DAY_MS,
        finished_at: now - 3 * DAY_MS,
      })
      .execute();
    await db
      .insertInto('recitations')
      .values({
        user_id: pupil.id,
        poem_id: 1,
        module_id: 2002,
        file: 'r.webm',
        mime: 'audio/webm',
        size: 10,
        resource_name: '静夜思',
        resource_p_name: '',
        created_at: now - DAY_MS,
      })
      .execute();
    await db
      .insertInto('exam_attempts')
      .values(
        [90, 80].map((score, i) => ({
          user_id: pupil.id,
          paper_id: null,
          mode: i === 0 ? 'paper' : 'practice',
          title: '第一单元测试',
          volume_key: 'g1a',
          secret: 's',
          questions: '[]',
          answers: '[]',
          time_limit_s: 0,
          started_at: now - DAY_MS,
          deadline_at: 0,
          submitted_at: now - DAY_MS,
          score,
        })),
      )
      .execute();
    // A class with a poem due today, handed in by nobody yet.
    await createUser(t.database, 'parent_admin', 'pw-parent-admin', 'admin');
    const admin = await login(t.app, 'parent_admin', 'pw-parent-admin');
    await call('POST', '/api/classes/teacher', admin, {
      account: 'parent_t',
      password: 'pw-parent-t',
      nickname: '王老师',
    });
    const teacher = await login(t.app, 'parent_t', 'pw-parent-t');
    const made = await call('POST', '/api/classes/class', teacher, { name: '一年级一班', grade: '1' });
    await call('POST', '/api/classes/join', pupil, { code: made.data.code });
    const assigned = await call('POST', '/api/classes/assignment', teacher, {
      class_id: made.data.id,
      kind: 'poem_recite',
      target_id: 1,
      due_date: chinaDate(now),
    });
    expect(assigned.code).toBe(CODE.ok);

    const report = (await call('GET', '/api/parent/weeklyReport', pupil, { pass: await passByQuestion(pupil) }))
      .data as WeeklyReport;
    expect(report).toMatchObject({
      total_seconds: 300,
      characters_count: 2,
      recitations: 1,
      dictation: { count: 2, average: 85, best: 100 },
      papers: { count: 1, average: 90, best: 90 },
      quizzes: { count: 1, average: 75 },
      assignments: { done: 0, due: 1 },
      empty: false,
    });
    expect(report.characters.sort()).toEqual(['三', '二'].sort());

    const theirs = (await call('GET', '/api/parent/weeklyReport', other, { pass: await passByQuestion(other) }))
      .data as WeeklyReport;
    expect(theirs).toMatchObject({ total_seconds: 600, characters_count: 0, dictation: { count: 1, average: 5 } });
  });
});
