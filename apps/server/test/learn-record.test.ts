import { LearnRecordRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chinaDate, chinaDayStart, DAY_MS } from '../src/lib/china-time.js';
import { hashToken } from '../src/plugins/auth.plugin.js';
import { auth, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, seedModules, signUpPupil, type TestApp } from './test-app.js';

const MIN = 60 * 1000;

describe.each(testEngines())('learning records, statistics and online count on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedModules(t.database);
    pupil = await signUpPupil(t, 'pupil_l1', 'pw-pupil-l1');
    other = await signUpPupil(t, 'pupil_l2', 'pw-pupil-l2');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, query: CallValues) => callApi(t, 'GET', url, query);
  const addRecord = async (userId: number, moduleId: number, start: number, end: number | null) => {
    const records = new LearnRecordRepository(t.database.db);
    const id = await records.start(userId, moduleId, null, start);
    if (end !== null) await records.end(userId, id, end);
    return id;
  };

  it('answers -1 without a session or with another user’s uid', async () => {
    for (const url of ['/api/study/user/learnRecord', '/api/study/user/statistics', '/api/study/user/onlineCount']) {
      expect((await get(url, {})).code, url).toBe(CODE.invalidSession);
      expect((await get(url, { ...auth(pupil), uid: other.id })).code, url).toBe(CODE.invalidSession);
    }
  });

  it('lists only the user’s own records, newest first, with module names', async () => {
    const now = Date.now();
    await addRecord(pupil.id, 821, now - 60 * MIN, now - 50 * MIN);
    await addRecord(pupil.id, 777, now - 40 * MIN, null);
    await addRecord(other.id, 822, now - 30 * MIN, now - 20 * MIN);
    // Started through the real call too.
    const started = await callApi(t, 'POST', '/api/study/user/learnRecord', { ...auth(pupil), module_id: 822 });
    expect(started.code).toBe(CODE.ok);

    const page1 = await get('/api/study/user/learnRecord', { ...auth(pupil), page: 1, page_size: 2 });
    expect(page1.code).toBe(CODE.ok);
    expect(page1.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.data.list.map((r: { module_name: string }) => r.module_name)).toEqual(['汉字测试', '']);
    expect(page1.data.list[1]).toMatchObject({ module_id: 777, ended_at: null, seconds: 0 });
    const page2 = await get('/api/study/user/learnRecord', { ...auth(pupil), page: 2, page_size: 2 });
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0]).toMatchObject({ module_id: 821, module_name: '拼音学习', seconds: 600 });

    expect((await get('/api/study/user/learnRecord', { ...auth(pupil), page_size: 500 })).code).toBe(CODE.badRequest);
  });

  it('sums learning time per China day and module, splitting records at midnight', async () => {
    const now = Date.now();
    const today = chinaDayStart(now);
    // 30 min before China midnight to 15 min after: 1800 s yesterday, 900 s today.
    await addRecord(pupil.id, 821, today - 30 * MIN, today + 15 * MIN);
    // Five days ago, 10 minutes.
    await addRecord(pupil.id, 822, today - 5 * DAY_MS + 60 * MIN, today - 5 * DAY_MS + 70 * MIN);
    // Outside a 3-day window, and still open: neither counts.
    await addRecord(pupil.id, 821, today - 40 * DAY_MS, today - 40 * DAY_MS + 5 * MIN);
    await addRecord(pupil.id, 821, today + MIN, null);
    // Another user's time is not mine.
    await addRecord(other.id, 821, today - 20 * MIN, today - 10 * MIN);

    const week = await get('/api/study/user/statistics', { ...auth(pupil), days: 7 });
    expect(week.code).toBe(CODE.ok);
    expect(week.data.days).toHaveLength(7);
    expect(week.data.days[6]).toEqual({ date: chinaDate(now), seconds: 900 });
    expect(week.data.days[5]).toEqual({ date: chinaDate(today - DAY_MS), seconds: 1800 });
    expect(week.data.days[1]).toEqual({ date: chinaDate(today - 5 * DAY_MS), seconds: 600 });
    expect(week.data.total_seconds).toBe(3300);
    expect(week.data.modules).toEqual([
      { module_id: 821, module_name: '拼音学习', seconds: 2700 },
      { module_id: 822, module_name: '汉字测试', seconds: 600 },
    ]);

    const today1 = await get('/api/study/user/statistics', { ...auth(pupil), days: 1 });
    expect(today1.data.total_seconds).toBe(900);
    expect(today1.data.modules).toEqual([{ module_id: 821, module_name: '拼音学习', seconds: 900 }]);

    const month = await get('/api/study/user/statistics', auth(pupil));
    expect(month.data.days).toHaveLength(30);
    expect(month.data.total_seconds).toBe(3300);

    expect((await get('/api/study/user/statistics', { ...auth(pupil), days: 91 })).code).toBe(CODE.badRequest);
    expect((await get('/api/study/user/statistics', { ...auth(pupil), days: 'x' })).code).toBe(CODE.badRequest);
  });

  it('counts users active in the last five minutes, writing last-seen at most once a minute', async () => {
    const lastSeen = async (a: Account) =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashToken(a.token))
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const setLastSeen = (a: Account, at: number) =>
      t.database.db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('token_hash', '=', hashToken(a.token))
        .execute();

    expect((await get('/api/study/user/onlineCount', auth(pupil))).data).toEqual({ count: 1 });
    expect((await get('/api/study/user/onlineCount', auth(other))).data).toEqual({ count: 2 });

    // The clock moves rather than the stored time: the server keeps a looked-up session for a few
    // seconds, as it would between a pupil's calls.
    const firstSeen = Number(await lastSeen(pupil));
    vi.useFakeTimers({ toFake: ['Date'], now: firstSeen + 30 * 1000 });
    try {
      await get('/api/activeStatus', auth(pupil));
      expect(Number(await lastSeen(pupil))).toBe(firstSeen);
      vi.setSystemTime(firstSeen + 2 * MIN);
      await get('/api/activeStatus', auth(pupil));
      expect(Number(await lastSeen(pupil))).toBe(firstSeen + 2 * MIN);
    } finally {
      vi.useRealTimers();
    }

    await setLastSeen(other, Date.now() - 6 * MIN);
    expect((await get('/api/study/user/onlineCount', auth(pupil))).data).toEqual({ count: 1 });
  });
});
