import { testEngines } from '@yuwen/db/testing';
import { BODY_HEADER, CODE, MESSAGE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/logging.js';
import { createTestApp, createUser, envelope, FORM, form, type TestApp } from './test-app.js';

describe.each(testEngines())('call conventions on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers an unknown API path with the error envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(res.headers['content-type']).toContain('application/json');
      expect(envelope(res)).toEqual({ code: CODE.notFound, msg: MESSAGE.apiNotFound, data: null });
    }
  });

  it('answers a malformed login with a clear message and no stack', async () => {
    const noAccount = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login',
      headers: FORM,
      payload: form({ password: 'x', product: 44 }),
    });
    expect(envelope(noAccount)).toMatchObject({ code: CODE.badRequest, msg: '请输入账号' });
    const badProduct = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login',
      headers: FORM,
      payload: form({ account: 'a', password: 'b', product: 'abc' }),
    });
    expect(envelope(badProduct)).toMatchObject({ code: CODE.badRequest, msg: `${MESSAGE.badRequest}：product` });
    const brokenJson = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(envelope(brokenJson)).toMatchObject({ code: CODE.badRequest, msg: '请求格式有误' });
    expect(brokenJson.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('reads a POST body from the body header when the webview dropped the body', async () => {
    await createUser(t.database, 'pupil_a', 'secret-pass-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login',
      headers: { [BODY_HEADER]: form({ account: 'pupil_a', password: 'secret-pass-1', product: 44 }) },
    });
    expect(envelope(res)).toMatchObject({ code: CODE.ok, data: { name: 'pupil_a', product: 44 } });
  });

  it('refuses a dropped body whose header holds only a temp storage key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login',
      headers: { [BODY_HEADER]: 'ios_post_temp_1700000000000_ab12' },
    });
    expect(envelope(res)).toMatchObject({ code: CODE.badRequest, msg: MESSAGE.bodyLost });
  });

  it('accepts multi_status_code=0 and version=v2 on every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/networkStatus?multi_status_code=0&version=v2' });
    const body = envelope(res);
    expect(body.code).toBe(CODE.ok);
    expect((body.data as { serverTime: number }).serverTime).toBeGreaterThan(0);
  });

  it('answers a thrown error as a generic envelope, never a bare 500', async () => {
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internals at /srv/db.ts:12');
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(envelope(res)).toEqual({ code: CODE.serverError, msg: MESSAGE.serverError, data: null });
    expect(res.body).not.toContain('secret internals');
  });

  it('serves the web app for deep links and assets, not for API paths', async () => {
    const deep = await t.app.inject({ method: 'GET', url: '/tbjx/bookIndex' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log(1)');
  });
});

describe('log redaction', () => {
  it('hides token and password values in logged URLs', () => {
    expect(redactUrl('/api/x?uid=3&token=abc.def&product=44&password=p%40ss')).toBe(
      '/api/x?uid=3&token=[redacted]&product=44&password=[redacted]',
    );
  });
});
