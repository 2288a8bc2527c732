import { AccountRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { CODE, loginCall, TOKEN_LIFETIME_MS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/plugins/auth.plugin.js';
import { type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';

describe.each(testEngines())('login and user calls on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const learn = (payload: CallValues) => callApi(t, 'POST', '/api/study/user/learnRecord', payload);

  it('logs in with the stored account fields and a token that is stored only hashed', async () => {
    const uid = await createUser(t.database, 'pupil_b', 'right-password');
    const before = Date.now();
    const account = await login(t.app, 'pupil_b', 'right-password', 45);
    expect(loginCall.answer.safeParse(account).success).toBe(true);
    expect(account).toMatchObject({ id: uid, product: 45, name: 'pupil_b', isTokenLogin: false });
    expect(account.loginTime).toBeGreaterThanOrEqual(before);
    expect(account.token.length).toBeGreaterThanOrEqual(40);
    const accounts = new AccountRepository(t.database.db);
    expect(await accounts.findLiveSession(account.token, Date.now())).toBeUndefined();
    const stored = await accounts.findLiveSession(hashToken(account.token), Date.now());
    expect(stored?.expires_at).toBe(account.loginTime + TOKEN_LIFETIME_MS);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    await createUser(t.database, 'pupil_c', 'right-password');
    for (const [account, password] of [
      ['pupil_c', 'wrong-password'],
      ['nobody', 'right-password'],
    ]) {
      const res = await callApi(t, 'POST', '/api/passport/login', {
        account: account ?? '',
        password: password ?? '',
        product: 44,
      });
      expect(res).toEqual({ code: CODE.failed, msg: '账号或密码错误', data: null });
    }
  });

  it('answers -1 to a user call with a missing, foreign or wrong-product token', async () => {
    const d = await signUpPupil(t, 'pupil_d', 'pw-pupil-d');
    const e = await signUpPupil(t, 'pupil_e', 'pw-pupil-e');
    expect((await learn({ module_id: 821 })).code).toBe(CODE.invalidSession);
    expect((await learn({ module_id: 821, uid: d.id, product: 44, token: 'made-up' })).code).toBe(CODE.invalidSession);
    expect((await learn({ module_id: 821, uid: d.id, product: 44, token: e.token })).code).toBe(CODE.invalidSession);
    expect((await learn({ module_id: 821, uid: d.id, product: 45, token: d.token })).code).toBe(CODE.invalidSession);
    expect((await learn({ module_id: 821, uid: d.id, product: 44, token: d.token })).code).toBe(CODE.ok);
  });

  it('answers -1 once the token has expired', async () => {
    const uid = await createUser(t.database, 'pupil_f', 'pw-pupil-f');
    await new AccountRepository(t.database.db).replaceSession({
      user_id: uid,
      product: 44,
      token_hash: hashToken('expired-token'),
      login_time: Date.now() - TOKEN_LIFETIME_MS - 10,
      expires_at: Date.now() - 10,
    });
    expect((await learn({ module_id: 821, uid, product: 44, token: 'expired-token' })).code).toBe(CODE.invalidSession);
  });

  it('a new login on the same product ends the older session', async () => {
    await createUser(t.database, 'pupil_g', 'pw-pupil-g');
    const first = await login(t.app, 'pupil_g', 'pw-pupil-g');
    const android = await login(t.app, 'pupil_g', 'pw-pupil-g', 45);
    const second = await login(t.app, 'pupil_g', 'pw-pupil-g');
    expect((await learn({ module_id: 821, uid: first.id, product: 44, token: first.token })).code).toBe(
      CODE.invalidSession,
    );
    expect((await learn({ module_id: 821, uid: second.id, product: 44, token: second.token })).code).toBe(CODE.ok);
    expect((await learn({ module_id: 821, uid: android.id, product: 45, token: android.token })).code).toBe(CODE.ok);
  });

  it('starts and ends a learning record; another user cannot end it', async () => {
    const h = await signUpPupil(t, 'pupil_h', 'pw-pupil-h');
    const i = await signUpPupil(t, 'pupil_i', 'pw-pupil-i');
    const user = (a: typeof h) => ({ uid: a.id, product: 44, token: a.token });
    const started = await learn({ ...user(h), module_id: 821, resource_category_id: 5 });
    expect(started.code).toBe(CODE.ok);
    const { id } = started.data as { id: number };
    expect(await learn({ ...user(i), module_id: 821, id })).toMatchObject({ code: CODE.notFound });
    expect(await learn({ ...user(h), module_id: 821, id })).toEqual({ code: CODE.ok, msg: '操作成功', data: { id } });
    expect((await learn({ ...user(h), module_id: 821, id })).code).toBe(CODE.notFound);
    expect(await learn({ ...user(h), module_id: 'x' })).toMatchObject({ code: CODE.badRequest });
  });
});
