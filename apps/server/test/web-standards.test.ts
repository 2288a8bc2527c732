import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { CODE, MESSAGE } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { REPO_ROOT, SERVER_ROOT } from '../src/config/paths.js';
import { HealthService } from '../src/modules/system/health.service.js';
import { limitOf } from '../src/plugins/rate-limit.js';
import { LocalFileStorage } from '../src/storage/local-storage.js';
import { auth, multipartBody } from './accounts-helpers.js';
import { createTestApp, envelope, FORM, form, signUpPupil, type TestApp } from './test-app.js';

/** Issue 19: security headers, request limits and the health check, as a school's operator expects them. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The directives of a Content-Security-Policy header by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('every answer — page, call, file — has the CSP, nosniff, a referrer policy and frame rules', async () => {
    t = await createTestApp('sqlite');
    for (const url of ['/', '/index', '/assets/app-abc123.js', '/api/networkStatus', '/api/no-such-call']) {
      const res = await t.app.inject({ url });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      // A school may serve plain http on its own network: nothing may be upgraded to https.
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // No other site may read our answers.
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    // What the pages need besides our own files: the captcha and favicon as data:, recordings as blob:.
    const csp = directives((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('lets the configured app hosts frame the pages', async () => {
    t = await createTestApp('sqlite', { FRAME_ANCESTORS: 'self, https://app.example.com https://*.school.cn:8443' });
    const res = await t.app.inject({ url: '/' });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.example.com',
      'https://*.school.cn:8443',
    ]);
    // X-Frame-Options cannot name other hosts: left out so it does not refuse them.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(loadConfig({ FRAME_ANCESTORS: "'none'" }).frameAncestors).toEqual(["'none'"]);
    for (const bad of ['https://a.example.com/path', "'none' https://a.example.com", "'unsafe-inline'", ''])
      expect(() => loadConfig({ FRAME_ANCESTORS: bad }), bad).toThrow(/FRAME_ANCESTORS/);
  });

  it('the web app’s page has no inline script or event handler for the CSP to refuse', () => {
    const page = readFileSync(join(REPO_ROOT, 'apps/web/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc=/);
    expect(page).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(page).not.toMatch(/javascript:/i);
  });
});

describe('which limit a route counts against', () => {
  it('uploads, search and new accounts their own; calls anyone or any visitor may make the open one', () => {
    expect(limitOf('POST', '/api/study/user/recitation')).toBe('uploads');
    expect(limitOf('POST', '/api/upload')).toBe('uploads');
    expect(limitOf('GET', '/api/study/search')).toBe('search');
    expect(limitOf('POST', '/api/passport/TouristLogin')).toBe('newAccounts');
    expect(limitOf('POST', '/api/passport/regi')).toBe('newAccounts');
    expect(limitOf('POST', '/api/passport/login')).toBe('open');
    expect(limitOf('GET', '/api/study/ChineseCharacter/character')).toBe('open');
    expect(limitOf('GET', '/api/health')).toBe('open');
    // Visitors may ask who they are.
    expect(limitOf('GET', '/api/user/info')).toBe('open');
    // Public files under /api, and HEAD like GET.
    expect(limitOf('GET', '/api/study/resource/media/:file')).toBe('open');
    expect(limitOf('HEAD', '/api/study/resource/poemAudio/:file')).toBe('open');
    // Signed-in pupils only: their session is the check.
    expect(limitOf('GET', '/api/study/user/poemRecite')).toBeUndefined();
    expect(limitOf('POST', '/api/passport/password')).toBeUndefined();
    expect(limitOf('GET', '/api/study/user/recitation/audio')).toBeUndefined();
    expect(limitOf('HEAD', '/api/study/user/recitation/audio')).toBeUndefined();
    // Pages and package media are not calls.
    expect(limitOf('GET', '/index')).toBeUndefined();
    expect(limitOf('GET', '/hanzi-data/:file')).toBeUndefined();
  });
});

describe.each(testEngines())('request limits on %s', (engine) => {
  const limited = { code: CODE.tooManyRequests, msg: MESSAGE.tooManyRequests, data: null };
  const visitor = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/passport/TouristLogin',
      headers: FORM,
      payload: form({ product: 44 }),
      remoteAddress,
    });

  it('visitor logins: a limited caller gets the envelope with 429, another address is still served', async () => {
    t = await createTestApp(engine, { RATE_LIMIT_NEW_ACCOUNTS: '2' });
    for (let i = 0; i < 2; i++) expect(envelope(await visitor(t.app)).code).toBe(CODE.ok);
    const refused = await visitor(t.app);
    expect(refused.statusCode).toBe(200);
    expect(envelope(refused)).toEqual(limited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelope(await visitor(t.app, '10.1.2.3')).code).toBe(CODE.ok);
    // Registration makes an account as well and counts against the same limit.
    const regi = await t.app.inject({
      method: 'POST',
      url: '/api/passport/regi',
      headers: FORM,
      payload: form({ account: 'new_pupil', password: 'pass-word-1', product: 44 }),
    });
    expect(envelope(regi)).toEqual(limited);
    // An answer within the limit carries no counters.
    expect((await visitor(t.app, '10.9.9.9')).headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('open calls share one limit; search and uploads have their own; a pupil’s own calls have none', async () => {
    t = await createTestApp(engine, { RATE_LIMIT_OPEN: '3', RATE_LIMIT_SEARCH: '1', RATE_LIMIT_UPLOADS: '1' });
    const app = t.app;
    // The login counts against the open limit too.
    const pupil = await signUpPupil(t, 'limit_pupil', 'pass-word-1');
    expect(envelope(await app.inject({ url: '/api/networkStatus' })).code).toBe(CODE.ok);
    expect(envelope(await app.inject({ url: '/api/study/module/module?deep=0' })).code).not.toBe(CODE.tooManyRequests);
    expect(envelope(await app.inject({ url: '/api/networkStatus' }))).toEqual(limited);
    expect(envelope(await app.inject({ url: '/api/health' }))).toEqual(limited);

    expect(envelope(await app.inject({ url: '/api/study/search?keyword=%E4%BA%BA' })).code).not.toBe(
      CODE.tooManyRequests,
    );
    expect(envelope(await app.inject({ url: '/api/study/search?keyword=%E5%A4%A7' }))).toEqual(limited);

    const upload = () => app.inject({ method: 'POST', url: '/api/upload', ...multipartBody(auth(pupil)) });
    expect(envelope(await upload()).code).not.toBe(CODE.tooManyRequests);
    // Refused before the body is read or the session looked up.
    expect(envelope(await upload())).toEqual(limited);

    const states = await app.inject({ url: `/api/study/user/poemRecite?${form({ ...auth(pupil), poem_ids: '1' })}` });
    expect(envelope(states).code).toBe(CODE.ok);
  });

  it('0 turns a limit off', async () => {
    t = await createTestApp(engine, { RATE_LIMIT_OPEN: '0' });
    for (let i = 0; i < 30; i++) expect(envelope(await t.app.inject({ url: '/api/networkStatus' })).code).toBe(CODE.ok);
  });
});

describe.each(testEngines())('health check on %s', (engine) => {
  const version = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')).version;

  it('answers 200 with the version when the database and the storage work, leaving nothing behind', async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelope(res)).toMatchObject({
      code: CODE.ok,
      data: { status: 'ok', version, database: { ok: true }, storage: { ok: true } },
    });
    expect(await new LocalFileStorage(join(t.dataDir, 'uploads')).list('health')).toEqual([]);
    // No secrets: only the parts, their times and the version.
    expect(Object.keys(envelope(res).data as object).sort()).toEqual(['database', 'status', 'storage', 'version']);
  });

  it('answers 503 in the envelope, saying what is down, when the storage takes no file', async () => {
    t = await createTestApp(engine);
    // The uploads folder is a file: nothing can be written below it.
    rmSync(join(t.dataDir, 'uploads'), { recursive: true, force: true });
    writeFileSync(join(t.dataDir, 'uploads'), 'not a folder');
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(envelope(res)).toMatchObject({
      code: CODE.failed,
      msg: '服务暂时不可用：存储无法写入',
      data: { status: 'unavailable', version, database: { ok: true }, storage: { ok: false } },
    });
  });

  it('counts a database that does not answer, or a part that hangs, as down', async () => {
    t = await createTestApp(engine);
    const storage = new LocalFileStorage(join(t.dataDir, 'uploads'));
    // A PostgreSQL server nobody listens for.
    const unreachable = createDatabase({ url: 'postgres://nobody@127.0.0.1:9/none', dataDir: '' });
    const noDatabase = await new HealthService(unreachable, storage).check();
    await unreachable.close();
    expect(noDatabase).toMatchObject({ status: 'unavailable', database: { ok: false }, storage: { ok: true } });

    const hanging = new (class extends LocalFileStorage {
      override put = () => new Promise<void>(() => undefined);
    })(storage.root);
    const started = Date.now();
    const slow = await new HealthService(t.database, hanging, 100).check();
    expect(slow).toMatchObject({ status: 'unavailable', database: { ok: true }, storage: { ok: false } });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
