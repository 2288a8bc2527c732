import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kaitiStylesheet, MEDIA_DIRS } from '../src/modules/media/media.service.js';
import { PRESET_DIR } from '../src/modules/user/avatar-store.js';
import { etagMatches, parseRange } from '../src/plugins/media-sender.js';
import { auth, pngBytes, uploadFile } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { serverFixture } from './media-fixtures.js';
import { createTestApp, createUser, form, login, type TestApp } from './test-app.js';

/** A real recording of Chromium's MediaRecorder (WebM, Opus). */
const WEBM = serverFixture('chromium-recording.webm');

describe('range and validator rules', () => {
  it('reads one byte range of a Range header, and nothing else', () => {
    expect(parseRange('bytes=0-1', 10)).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=5-99', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    // Ignored (the whole file): no header, several ranges, other units, nonsense.
    for (const header of [undefined, '', 'bytes=0-1,4-5', 'items=0-1', 'bytes=5-2', 'bytes=-', 'bytes=a-b'])
      expect(parseRange(header, 10)).toBeUndefined();
  });

  it('compares If-None-Match weakly', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});

/** Every file route answers ranges, validators, HEAD and nosniff alike; checks one address against its bytes. */
async function expectMediaAnswers(
  t: TestApp,
  url: string,
  bytes: Buffer,
  type: string,
  { lastModified = true } = {},
): Promise<void> {
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });
  const size = bytes.length;

  const whole = await get();
  expect(whole.statusCode, url).toBe(200);
  expect(whole.headers['content-type']).toBe(type);
  expect(whole.headers['x-content-type-options']).toBe('nosniff');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(Number(whole.headers['content-length'])).toBe(size);
  expect(whole.rawPayload.equals(bytes)).toBe(true);
  const etag = String(whole.headers.etag);
  expect(etag).toMatch(/^"[^"]+"$/);
  if (lastModified) expect(Date.parse(String(whole.headers['last-modified']))).not.toBeNaN();
  else expect(whole.headers['last-modified']).toBeUndefined();

  const two = await get({ range: 'bytes=0-1' });
  expect(two.statusCode, url).toBe(206);
  expect(two.headers['content-range']).toBe(`bytes 0-1/${size}`);
  expect(two.headers['content-length']).toBe('2');
  expect(two.rawPayload.equals(bytes.subarray(0, 2))).toBe(true);
  expect(two.headers['content-type']).toBe(type);

  const tail = await get({ range: 'bytes=-5' });
  expect(tail.statusCode).toBe(206);
  expect(tail.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  expect(tail.rawPayload.equals(bytes.subarray(size - 5))).toBe(true);

  const beyond = await get({ range: `bytes=${size}-` });
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  expect(beyond.rawPayload.length).toBe(0);

  // Several ranges are not served: the whole file.
  expect((await get({ range: 'bytes=0-1,3-4' })).statusCode).toBe(200);
  // A range of another version is not served either (If-Range).
  const changed = await get({ range: 'bytes=0-1', 'if-range': '"not-this-one"' });
  expect(changed.statusCode).toBe(200);
  expect(changed.rawPayload.length).toBe(size);
  expect((await get({ range: 'bytes=0-1', 'if-range': etag })).statusCode).toBe(206);

  const cached = await get({ 'if-none-match': etag });
  expect(cached.statusCode).toBe(304);
  expect(cached.rawPayload.length).toBe(0);
  expect(cached.headers.etag).toBe(etag);
  expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  if (lastModified) {
    const since = String(whole.headers['last-modified']);
    expect((await get({ 'if-modified-since': since })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': new Date(0).toUTCString() })).statusCode).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await get({ 'if-modified-since': since, 'if-none-match': '"other"' })).statusCode).toBe(200);
  }

  const head = await get({}, 'HEAD');
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-length']).toBe(String(size));
  expect(head.headers.etag).toBe(etag);
  expect(head.headers['x-content-type-options']).toBe('nosniff');
  expect(head.rawPayload.length).toBe(0);
  const headRange = await get({ range: 'bytes=0-1' }, 'HEAD');
  expect(headRange.statusCode).toBe(206);
  expect(headRange.headers['content-length']).toBe('2');
  expect(headRange.rawPayload.length).toBe(0);
}

const expectNotFoundEnvelope = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe(CODE.notFound);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
};

describe.each(testEngines())('media answers on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let teacher: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedPoems(
      t.database,
      [{ key: 'bibei75', name: '小学必背古诗' }],
      [{ id: 21, collection: 'bibei75', sort: 1, ...JING_YE_SI }],
    );
    await t.database.db.insertInto('pronunciations').values({ syllable: 'xue', tone: 2, file: 'xue2.mp3' }).execute();
    await createUser(t.database, 'media_pupil', 'pw-media-pupil');
    const teacherId = await createUser(t.database, 'media_teacher', 'pw-media-teacher');
    await t.database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    pupil = await login(t.app, 'media_pupil', 'pw-media-pupil');
    teacher = await login(t.app, 'media_teacher', 'pw-media-teacher');
  });
  afterEach(async () => {
    await t.close();
  });

  it('a pupil’s recording: 206 for bytes=0-1, 416, ETag/304, HEAD, nosniff; private, never cached', async () => {
    const kept = await uploadFile(
      t,
      '/api/study/user/recitation',
      { ...auth(pupil), module_id: 2002, poem_id: 21 },
      { name: 'r.webm', type: 'audio/webm', bytes: WEBM },
    );
    expect(kept.code).toBe(CODE.ok);
    const url = `/api/study/user/recitation/audio?${form({ ...auth(pupil), id: kept.data.id })}`;
    await expectMediaAnswers(t, url, WEBM, 'audio/webm');
    expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('private, no-store');

    // Its file gone from the storage: not found, as every call answers it.
    await t.database.db
      .updateTable('recitations')
      .set({ file: `${'0'.repeat(32)}.webm` })
      .execute();
    const gone = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1' } });
    expect(gone.json()).toMatchObject({ code: CODE.notFound, msg: '录音不存在' });
  });

  it('a teacher’s recording of a poem: the same, publicly cached', async () => {
    const kept = await uploadFile(
      t,
      '/api/manage/poemAudio',
      { ...auth(teacher), poem_id: 21 },
      { name: 'a.webm', type: 'audio/webm', bytes: WEBM },
    );
    expect(kept.code).toBe(CODE.ok);
    await expectMediaAnswers(t, kept.data.url, WEBM, 'audio/webm');
    expect((await t.app.inject({ method: 'GET', url: kept.data.url })).headers['cache-control']).toContain('immutable');
    expectNotFoundEnvelope(await t.app.inject({ method: 'GET', url: kept.data.url.replace(/[a-f0-9]{4}\./, '0000.') }));
  });

  it('package files: a syllable recording, stroke data, the font and a licence', async () => {
    await expectMediaAnswers(
      t,
      '/audio/pinyin/xue2.mp3',
      readFileSync(join(MEDIA_DIRS.voice, 'xue2.mp3')),
      'audio/mpeg',
    );
    await expectMediaAnswers(
      t,
      `/hanzi-data/${encodeURIComponent('学')}.json`,
      readFileSync(join(MEDIA_DIRS.strokes, '学.json')),
      'application/json; charset=utf-8',
    );
    await expectMediaAnswers(
      t,
      '/fonts/lxgw-wenkai-gb-screen/result.css',
      Buffer.from((await kaitiStylesheet())?.text ?? ''),
      'text/css; charset=utf-8',
    );
    await expectMediaAnswers(
      t,
      '/licenses/ARPHICPL.TXT',
      readFileSync(join(MEDIA_DIRS.licences, 'ARPHICPL.TXT')),
      'text/plain; charset=utf-8',
    );
    expectNotFoundEnvelope(await t.app.inject({ method: 'GET', url: '/audio/pinyin/hang2.mp3' }));
    expectNotFoundEnvelope(
      await t.app.inject({ method: 'GET', url: '/hanzi-data/a.json', headers: { range: 'bytes=0-1' } }),
    );
    expect((await t.app.inject({ method: 'HEAD', url: '/licenses/NOPE.txt' })).statusCode).toBe(404);
  });

  it('generated SVG: ETag from its bytes, no Last-Modified', async () => {
    const url = `/glyph/${encodeURIComponent('学')}.svg`;
    const svg = (await t.app.inject({ method: 'GET', url })).rawPayload;
    expect(svg.toString()).toMatch(/^<svg/);
    await expectMediaAnswers(t, url, svg, 'image/svg+xml', { lastModified: false });
  });

  it('head images: uploads (whole and scaled) and presets', async () => {
    const saved = await uploadFile(t, '/api/upload', auth(pupil), {
      name: 'me.png',
      type: 'image/png',
      bytes: await pngBytes(),
    });
    expect(saved.code).toBe(CODE.ok);
    const url = saved.data.head_img as string;
    const webp = (await t.app.inject({ method: 'GET', url })).rawPayload;
    await expectMediaAnswers(t, url, webp, 'image/webp');
    const small = (await t.app.inject({ method: 'GET', url: `${url}?s=64` })).rawPayload;
    await expectMediaAnswers(t, `${url}?s=64`, small, 'image/webp', { lastModified: false });
    const preset = readFileSync(join(PRESET_DIR, 'bear.svg'));
    await expectMediaAnswers(t, '/avatars/bear.svg', preset, 'image/svg+xml');
    expect(
      (await t.app.inject({ method: 'GET', url: '/avatars/bear.svg' })).headers['content-security-policy'],
    ).toContain("default-src 'none'");
  });
});
