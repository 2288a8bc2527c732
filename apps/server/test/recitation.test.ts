import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, RECITATION_MAX_BYTES } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKUP_REFUSED } from '../src/lib/markup-guard.js';
import { auth, type CallMethod, type CallValues, callApi, uploadFile } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { serverFixture, wavBytes } from './media-fixtures.js';
import { parentPass } from './parent-helpers.js';
import { createTestApp, envelope, form, signUpPupil, type TestApp } from './test-app.js';

/** A real recording of Chromium's MediaRecorder (WebM, Opus) and a WAV of a tone. */
const WEBM = serverFixture('chromium-recording.webm');
const WAV = wavBytes();

describe.each(testEngines())('recitation recordings and states on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [{ key: 'tangshi300', name: '唐诗三百首' }],
      [
        { id: 11, collection: 'tangshi300', sort: 1, ...JING_YE_SI },
        {
          id: 12,
          collection: 'tangshi300',
          sort: 2,
          title: '春晓',
          author: '孟浩然',
          dynasty: '唐',
          content: '春眠不觉晓。',
        },
      ],
    );
    pupil = await signUpPupil(t, 'recite_p1', 'pw-recite-p1');
    other = await signUpPupil(t, 'recite_p2', 'pw-recite-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues) => callApi(t, method, url, values);

  const upload = (who: Account, bytes: Buffer, fields: CallValues = {}) =>
    uploadFile(
      t,
      '/api/study/user/recitation',
      { ...auth(who), module_id: 2002, poem_id: 11, ...fields },
      { name: 'recitation.webm', type: 'audio/webm', bytes },
    );

  const audio = (who: Account, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/study/user/recitation/audio?${form({ ...auth(who), id })}` });

  it('keeps a recording with the local audio record fields, lists it and serves it to its owner', async () => {
    const kept = await upload(pupil, WEBM);
    expect(kept.code).toBe(CODE.ok);
    expect(kept.data).toMatchObject({
      module_id: 2002,
      resource_category_id: 11,
      resource_name: '静夜思',
      resource_p_name: '唐诗三百首',
      mime: 'audio/webm',
      size: WEBM.length,
      recitation_audio: `/api/study/user/recitation/audio?id=${kept.data.id}`,
    });
    const list = await call('GET', '/api/study/user/recitation', { ...auth(pupil), poem_id: 11 });
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([kept.data.id]);
    expect((await call('GET', '/api/study/user/recitation', { ...auth(pupil), poem_id: 12 })).data).toEqual([]);

    const played = await audio(pupil, kept.data.id);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.rawPayload.equals(WEBM)).toBe(true);

    // Recording a poem counts as practising it.
    const states = await call('GET', '/api/study/user/poemRecite', { ...auth(pupil), poem_ids: '11,12' });
    expect(states.data.map((s: { state: string }) => s.state)).toEqual(['practising', 'not_started']);
  });

  it('deleting an account removes its recordings from disk, and only its own', async () => {
    const dir = join(t.dataDir, 'uploads', 'recitations');
    expect((await upload(pupil, WEBM)).code).toBe(CODE.ok);
    expect((await upload(pupil, WAV)).code).toBe(CODE.ok);
    expect((await upload(other, WEBM)).code).toBe(CODE.ok);
    expect(readdirSync(dir)).toHaveLength(3);

    const cancelled = await call('POST', '/api/passport/cancel', {
      ...auth(pupil),
      password: 'pw-recite-p1',
      pass: await parentPass(t, pupil),
    });
    expect(cancelled.code).toBe(CODE.ok);
    const left = readdirSync(dir);
    expect(left).toHaveLength(1);
    const kept = await call('GET', '/api/study/user/recitation', { ...auth(other), poem_id: 11 });
    expect(kept.data).toHaveLength(1);
    expect((await audio(other, kept.data[0].id)).statusCode).toBe(200);
  });

  it('never shows, serves or deletes another pupil’s recording', async () => {
    const kept = await upload(pupil, WAV);
    expect(kept.data.mime).toBe('audio/wav');
    expect((await call('GET', '/api/study/user/recitation', { ...auth(other), poem_id: 11 })).data).toEqual([]);
    expect(envelope(await audio(other, kept.data.id))).toMatchObject({ code: CODE.notFound, msg: '录音不存在' });
    // Another pupil's uid with one's own token is an invalid session, not a way in.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/study/user/recitation/audio?${form({ ...auth(pupil), token: other.token, id: kept.data.id })}`,
    });
    expect(envelope(foreign).code).toBe(CODE.invalidSession);
    expect(await call('DELETE', '/api/study/user/recitation', { ...auth(other), id: kept.data.id })).toMatchObject({
      code: CODE.notFound,
    });
    expect((await audio(pupil, kept.data.id)).statusCode).toBe(200);

    const deleted = await call('DELETE', '/api/study/user/recitation', { ...auth(pupil), id: kept.data.id });
    expect(deleted).toMatchObject({ code: CODE.ok, data: { id: kept.data.id, deleted: true } });
    expect(envelope(await audio(pupil, kept.data.id)).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/user/recitation', { ...auth(pupil), poem_id: 11 })).data).toEqual([]);
    expect((await call('DELETE', '/api/study/user/recitation', { ...auth(pupil), id: kept.data.id })).code).toBe(
      CODE.notFound,
    );
  });

  it('refuses what is not a usable recording', async () => {
    expect(await upload(pupil, Buffer.from('not audio at all, just some text'))).toMatchObject({
      code: CODE.badRequest,
      msg: '文件不是可用的录音，请上传 WebM、Ogg、MP4、MP3 或 WAV 音频',
    });
    expect(await upload(pupil, Buffer.from('<html><body>a page</body></html>'))).toMatchObject({
      code: CODE.badRequest,
      msg: MARKUP_REFUSED,
    });
    expect(await upload(pupil, Buffer.concat([WEBM, Buffer.alloc(RECITATION_MAX_BYTES)]))).toMatchObject({
      code: CODE.badRequest,
      msg: '录音不能超过10MB',
    });
    expect(await upload(pupil, WEBM, { poem_id: 999 })).toMatchObject({ code: CODE.notFound, msg: '诗文不存在' });
    expect((await upload(pupil, WEBM, { poem_id: 'x' })).code).toBe(CODE.badRequest);
    const noFile = await uploadFile(t, '/api/study/user/recitation', { ...auth(pupil), module_id: 2002, poem_id: 11 });
    expect(noFile).toMatchObject({ code: CODE.badRequest, msg: '请先录音再上传' });
    const asForm = await call('POST', '/api/study/user/recitation', { ...auth(pupil), module_id: 2002, poem_id: 11 });
    expect(asForm).toMatchObject({ code: CODE.badRequest, msg: '请以文件形式上传录音' });
    expect((await call('GET', '/api/study/user/recitation', { ...auth(pupil), poem_id: 11 })).data).toEqual([]);
  });

  it('moves a poem from 未开始 through 练习中 to 已背会, never back, per pupil', async () => {
    const states = () => call('GET', '/api/study/user/poemRecite', { ...auth(pupil), poem_ids: '11,12,11' });
    expect((await states()).data).toEqual([
      { poem_id: 11, state: 'not_started', stage: 0, updated_at: 0 },
      { poem_id: 12, state: 'not_started', stage: 0, updated_at: 0 },
    ]);
    const first = await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 11, stage: 1 });
    expect(first.data).toMatchObject({ poem_id: 11, state: 'practising', stage: 1 });
    await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 11, stage: 3 });
    expect(
      (await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 11, stage: 2 })).data,
    ).toMatchObject({
      stage: 3,
      state: 'practising',
    });
    const done = await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 11, stage: 4 });
    expect(done.data).toMatchObject({ state: 'recited', stage: 4 });
    expect((await states()).data.map((s: { state: string }) => s.state)).toEqual(['recited', 'not_started']);

    const others = await call('GET', '/api/study/user/poemRecite', { ...auth(other), poem_ids: '11' });
    expect(others.data[0].state).toBe('not_started');

    expect((await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 11, stage: 5 })).code).toBe(
      CODE.badRequest,
    );
    expect((await call('POST', '/api/study/user/poemRecite', { ...auth(pupil), poem_id: 999, stage: 1 })).code).toBe(
      CODE.notFound,
    );
    expect((await call('GET', '/api/study/user/poemRecite', { ...auth(pupil), poem_ids: '11;drop' })).code).toBe(
      CODE.badRequest,
    );
  });
});
