import { LearnRecordRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, COMMON_PARAMS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_MS } from '../src/modules/learn-record/learn-record.statistics.js';
import { auth, callApi } from './accounts-helpers.js';
import { createTestApp, envelope, seedModules, signUpPupil, type TestApp } from './test-app.js';

const MIN = 60 * 1000;

describe.each(testEngines())('how open learning records end on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedModules(t.database);
    pupil = await signUpPupil(t, 'pupil_e1', 'pw-pupil-e1');
  });
  afterEach(async () => {
    await t.close();
  });

  it('ends a record by the beacon the page sends when it is hidden or closed', async () => {
    const started = await callApi(t, 'POST', '/api/study/user/learnRecord', { ...auth(pupil), module_id: 821 });
    expect(started.code).toBe(CODE.ok);
    // What navigator.sendBeacon sends for URLSearchParams: a form body, no custom header, no answer read.
    const body = new URLSearchParams({
      id: String(started.data.id),
      module_id: '821',
      ...COMMON_PARAMS,
      uid: String(pupil.id),
      product: String(pupil.product),
      token: pupil.token,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/study/user/learnRecord',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: body.toString(),
    });
    expect(envelope(res)).toMatchObject({ code: CODE.ok, data: { id: started.data.id } });
    const list = await callApi(t, 'GET', '/api/study/user/learnRecord', auth(pupil));
    expect(list.data.list[0].ended_at).not.toBeNull();
  });

  it('closes a record left open longer than a record counts when it is read, at that length', async () => {
    const now = Date.now();
    const records = new LearnRecordRepository(t.database.db);
    const lost = await records.start(pupil.id, 821, null, now - MAX_RECORD_MS - 30 * MIN);
    const recent = await records.start(pupil.id, 822, null, now - 10 * MIN);
    const list = await callApi(t, 'GET', '/api/study/user/learnRecord', auth(pupil));
    const byId = new Map(list.data.list.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(lost)).toMatchObject({ ended_at: now - 30 * MIN, seconds: MAX_RECORD_MS / 1000 });
    expect(byId.get(recent)).toMatchObject({ ended_at: null, seconds: 0 });
    // Closed in the database too: the statistics count it, and it can no longer be ended.
    expect(
      (await callApi(t, 'GET', '/api/study/user/statistics', { ...auth(pupil), days: 2 })).data.total_seconds,
    ).toBe(MAX_RECORD_MS / 1000);
    const late = await callApi(t, 'POST', '/api/study/user/learnRecord', { ...auth(pupil), id: lost, module_id: 821 });
    expect(late.code).toBe(CODE.notFound);
  });
});
