import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { CODE } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { auth, callApi, pngBytes, uploadFile } from './accounts-helpers.js';
import { JING_YE_SI, seedPoems } from './catalogue-fixture.js';
import { serverFixture } from './media-fixtures.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';
import { createUser, form, login, type TestApp } from './test-app.js';

/** A real recording of Chromium's MediaRecorder (WebM, Opus). */
const WEBM = serverFixture('chromium-recording.webm');

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
});

/**
 * Two app servers behind one load balancer: one database (PostgreSQL when TEST_POSTGRES_URL is set,
 * else one SQLite file), one S3 bucket (s3rver), and each its own DATA_DIR, so nothing can pass
 * between them on local disk.
 */
describe.each(testEngines())('two servers share uploads on %s', (engine) => {
  let database: Database;
  let dataDirs: string[];
  let first: TestApp;
  let second: TestApp;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'yuwen-node-')));
    const prefix = `shared-${Math.random().toString(36).slice(2, 8)}`;
    const [a, b] = await Promise.all(
      dataDirs.map((dataDir) =>
        buildApp(loadConfig({ ...s3.env(prefix), LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir }), {
          database,
        }),
      ),
    );
    const asTestApp = (app: FastifyInstance, dataDir: string): TestApp => ({
      app,
      database,
      dataDir,
      close: () => app.close(),
    });
    first = asTestApp(a as FastifyInstance, dataDirs[0] as string);
    second = asTestApp(b as FastifyInstance, dataDirs[1] as string);
    await seedPoems(
      database,
      [{ key: 'tangshi300', name: '唐诗三百首' }],
      [{ id: 11, collection: 'tangshi300', sort: 1, ...JING_YE_SI }],
    );
  });
  afterEach(async () => {
    await first.close();
    await second.close();
    await database.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a recording uploaded on the first server is played, by ranges, and deleted through the second', async () => {
    await createUser(database, 'shared_p1', 'pw-shared-p1');
    const pupil = await login(first.app, 'shared_p1', 'pw-shared-p1');
    const kept = await uploadFile(
      first,
      '/api/study/user/recitation',
      { ...auth(pupil), module_id: 2002, poem_id: 11 },
      { name: 'r.webm', type: 'audio/webm', bytes: WEBM },
    );
    expect(kept.code).toBe(CODE.ok);
    // Nothing on either server's disk: the bytes are in the bucket.
    for (const dir of dataDirs) expect(readdirSync(dir).filter((f) => f === 'uploads')).toEqual([]);

    const url = `/api/study/user/recitation/audio?${form({ ...auth(pupil), id: kept.data.id })}`;
    const whole = await second.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload.equals(WEBM)).toBe(true);
    const two = await second.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1' } });
    expect(two.statusCode).toBe(206);
    expect(two.headers['content-range']).toBe(`bytes 0-1/${WEBM.length}`);
    expect(two.rawPayload.equals(WEBM.subarray(0, 2))).toBe(true);
    const etag = String(whole.headers.etag);
    expect((await first.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const removed = await callApi(second, 'DELETE', '/api/study/user/recitation', { ...auth(pupil), id: kept.data.id });
    expect(removed.code).toBe(CODE.ok);
    expect((await first.app.inject({ method: 'GET', url })).json().code).toBe(CODE.notFound);
  });

  it('a head image and a teacher’s recording uploaded on one server are served by the other', async () => {
    const teacherId = await createUser(database, 'shared_t1', 'pw-shared-t1');
    await database.db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacherId).execute();
    const teacher = await login(second.app, 'shared_t1', 'pw-shared-t1');

    const audio = await uploadFile(
      second,
      '/api/manage/poemAudio',
      { ...auth(teacher), poem_id: 11 },
      { name: 'a.webm', type: 'audio/webm', bytes: WEBM },
    );
    expect(audio.code).toBe(CODE.ok);
    const played = await first.app.inject({ method: 'GET', url: audio.data.url, headers: { range: 'bytes=-4' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(WEBM.subarray(-4))).toBe(true);

    const image = await uploadFile(second, '/api/upload', auth(teacher), {
      name: 'me.png',
      type: 'image/png',
      bytes: await pngBytes(),
    });
    expect(image.code).toBe(CODE.ok);
    const shown = await first.app.inject({ method: 'GET', url: image.data.head_img });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    const scaled = await first.app.inject({ method: 'GET', url: `${image.data.head_img}?s=64` });
    expect(scaled.statusCode).toBe(200);
    expect(scaled.rawPayload.length).toBeGreaterThan(0);
  });
});
