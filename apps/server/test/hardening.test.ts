import { Writable } from 'node:stream';
import { AccountRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { CODE } from '@yuwen/protocol';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, redactValue } from '../src/plugins/logging.js';
import { MALFORMED_UPLOAD } from '../src/plugins/multipart-upload.js';
import { auth, call } from './accounts-helpers.js';
import { createTestApp, createUser, envelope, FORM, form, signUpPupil, type TestApp } from './test-app.js';

/** Issue 19: answers that were code 500, secrets in logs and caches, half-made accounts. */
describe.each(testEngines())('hardening on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url }).then(envelope);
  const login = (values: Record<string, string | number>) =>
    t.app.inject({ method: 'POST', url: '/api/passport/login', headers: FORM, payload: form(values) }).then(envelope);

  it('refuses numbers and ids beyond a PostgreSQL integer with code 400', async () => {
    for (const big of ['2147483648', '99999999999999999999', '-2147483649']) {
      expect(await get(`/api/study/ChineseCharacter/character?id=${big}`), big).toMatchObject({
        code: CODE.badRequest,
      });
      expect((await get(`/api/study/module/resourceCategory?module_id=${big}`)).code, big).toBe(CODE.badRequest);
      expect((await login({ account: 'someone', password: 'pass-word-1', product: big })).code, big).toBe(
        CODE.badRequest,
      );
    }
    expect(await get('/api/study/ChineseCharacter/character?id=2147483648')).toMatchObject({ msg: '编号过大' });
    // The largest one is still looked up (and not found).
    expect((await get('/api/study/ChineseCharacter/character?id=2147483647')).code).not.toBe(CODE.badRequest);
    expect((await get('/api/study/module/resourceCategory?module_id=2147483647')).code).toBe(CODE.notFound);
  });

  it('refuses a NUL character in any parameter with code 400 naming the field', async () => {
    expect(await get('/api/study/ChineseCharacter/character?character_simplified=%E4%BA%BA%00')).toMatchObject({
      code: CODE.badRequest,
      msg: expect.stringContaining('character_simplified'),
    });
    expect(await get('/api/study/module/resourceCategory?module_id=1&pid=%00')).toMatchObject({
      code: CODE.badRequest,
      msg: expect.stringContaining('pid'),
    });
    await createUser(t.database, 'nul_user', 'pass-word-1');
    for (const values of [
      { account: 'nul_user\u0000', password: 'pass-word-1', product: 44 },
      { account: 'nul_user', password: 'pass-word-1\u0000', product: 44 },
    ]) {
      const answer = await login(values);
      expect(answer.code).toBe(CODE.badRequest);
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    // A user call is refused before its token is looked up.
    const pupil = await signUpPupil(t, 'nul_pupil', 'pass-word-1');
    expect(await call(t.app, 'GET', '/api/user/info', { ...auth(pupil), token: `${pupil.token}\u0000` })).toMatchObject(
      {
        code: CODE.badRequest,
        msg: expect.stringContaining('token'),
      },
    );
  });

  it('answers a malformed multipart body with code 400 on every upload call', async () => {
    const boundary = '----yuwen-broken';
    for (const url of ['/api/upload', '/api/manage/media', '/api/study/user/recitation', '/api/manage/poemAudio']) {
      for (const payload of [
        'not multipart at all',
        // Cut off: no closing boundary.
        `--${boundary}\r\nContent-Disposition: form-data; name="uid"\r\n\r\n1`,
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nxx`,
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expect(envelope(res), url).toEqual({ code: CODE.badRequest, msg: MALFORMED_UPLOAD, data: null });
      }
      const noBoundary = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(envelope(noBoundary), url).toEqual({ code: CODE.badRequest, msg: MALFORMED_UPLOAD, data: null });
    }
  });

  it('answers login, registration, visitor and account calls with Cache-Control: no-store', async () => {
    await createUser(t.database, 'cached_one', 'pass-word-1');
    const post = (url: string, values: Record<string, string | number>) =>
      t.app.inject({ method: 'POST', url, headers: FORM, payload: form(values) });
    const loggedIn = await post('/api/passport/login', { account: 'cached_one', password: 'pass-word-1', product: 44 });
    const refused = await post('/api/passport/login', { account: 'cached_one', password: 'wrong-pass-1', product: 44 });
    const registered = await post('/api/passport/regi', {
      account: 'cached_two',
      password: 'pass-word-1',
      product: 44,
    });
    const visitor = await post('/api/passport/TouristLogin', { product: 44 });
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/user/info?${form(auth(envelope(loggedIn).data as never))}`,
    });
    for (const [name, res] of Object.entries({ loggedIn, refused, registered, visitor, info })) {
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    expect(envelope(info).code).toBe(CODE.ok);
  });

  it('creates no account when its session cannot be made (registration and visitors)', async () => {
    // One session per product in the whole database: the next login's session insert fails.
    await signUpPupil(t, 'first_pupil', 'pass-word-1');
    await t.database.db.schema
      .createIndex('sessions_one_per_product')
      .on('sessions')
      .column('product')
      .unique()
      .execute();
    const accounts = new AccountRepository(t.database.db);
    const post = (url: string, values: Record<string, string | number>) => call(t.app, 'POST', url, values);
    const visitors = async () =>
      (await t.database.db.selectFrom('users').select('id').where('role', '=', 'visitor').execute()).length;

    expect(
      (await post('/api/passport/regi', { account: 'half_made', password: 'pass-word-1', product: 44 })).code,
    ).toBe(CODE.serverError);
    expect(await accounts.findUserByAccount('half_made')).toBeUndefined();
    expect((await post('/api/passport/TouristLogin', { product: 44 })).code).toBe(CODE.serverError);
    expect(await visitors()).toBe(0);

    await t.database.db.schema.dropIndex('sessions_one_per_product').execute();
    // The name was never taken.
    expect(
      (await post('/api/passport/regi', { account: 'half_made', password: 'pass-word-1', product: 44 })).code,
    ).toBe(CODE.ok);
  });
});

describe('log redaction', () => {
  it('hides every password-like and token-like parameter in logged URLs and bodies', () => {
    expect(redactUrl('/api/x?uid=3&token=abc.def&product=44&password=p%40ss')).toBe(
      '/api/x?uid=3&token=[redacted]&product=44&password=[redacted]',
    );
    expect(redactUrl('/api/passport/password?old_password=a1&new_password=b2&uid=3')).toBe(
      '/api/passport/password?old_password=[redacted]&new_password=[redacted]&uid=3',
    );
    expect(redactUrl('/a?Access_Token=x&NEW_PASSWORD=y&pass%77ord=z&tokens=w&uid=1')).toBe(
      '/a?Access_Token=[redacted]&NEW_PASSWORD=[redacted]&pass%77ord=[redacted]&tokens=[redacted]&uid=1',
    );
    expect(redactUrl('old_password=a1&nickname=b')).toBe('old_password=[redacted]&nickname=b');
    const body = {
      uid: 3,
      old_password: 'a1',
      nested: { refreshToken: 't', list: [{ newPassword: 'n' }] },
      raw: 'token=x',
    };
    expect(redactValue(body)).toEqual({
      uid: 3,
      old_password: '[redacted]',
      nested: { refreshToken: '[redacted]', list: [{ newPassword: '[redacted]' }] },
      raw: 'token=[redacted]',
    });
    expect(body.old_password).toBe('a1');
    const error = redactValue(new Error('bad body: old_password=a1&uid=3')) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('bad body: old_password=[redacted]&uid=3');
  });

  it('keeps them out of the server log lines', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/api/passport/password', async (request) => {
      request.log.info({ body: { old_password: 'secret-1', new_password: 'secret-2' } }, 'changing');
      request.log.warn('token=secret-3 in a message');
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/api/passport/password?old_password=secret-4&new_password=secret-5&uid=1',
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('old_password=[redacted]');
    expect(log).toContain('changing');
    expect(log).not.toMatch(/secret-\d/);
  });
});
