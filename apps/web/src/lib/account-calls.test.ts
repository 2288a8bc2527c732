import { CODE, uploadCall, userInfoCall } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEYS, forgetAccount, readAccount, storeProfile } from './account-store';
import { adoptTokenLogin, callAsVisitor, registerAccount, uploadFiles } from './api-client';
import { CallError } from './http-transport';
import { registerNavigator } from './navigation';

interface Sent {
  path: string;
  body: BodyInit | null | undefined;
  params: URLSearchParams;
}

function stubServer(answer: (sent: Sent) => { code: number; msg?: string; data?: unknown }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const [path = '', query = ''] = url.split('?');
      const params = new URLSearchParams(typeof init.body === 'string' ? init.body : query);
      const request = { path, body: init.body, params };
      sent.push(request);
      const { code, msg = '', data = null } = answer(request);
      return new Response(JSON.stringify({ code, msg, data }));
    }),
  );
  return sent;
}

const account = (token: string, extra: object = {}) => ({
  id: 9,
  token,
  product: 44,
  loginTime: Date.now(),
  name: 'new_pupil',
  nickname: '',
  head_img: '',
  isTokenLogin: false,
  ...extra,
});

const info = {
  id: 9,
  name: 'pc_user',
  nickname: '小华',
  head_img: '/avatars/bear.svg',
  role: 'pupil',
  grade: '',
  school: '',
  birthday: '',
  product: 44,
  loginTime: 1234,
};

let navigated: string[];
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  navigated = [];
  registerNavigator((path) => navigated.push(path));
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.YuwenNative = undefined;
});

describe('registerAccount', () => {
  it('stores the new session and the credentials like a login', async () => {
    const sent = stubServer(() => ({ code: CODE.ok, data: account('reg-token') }));
    await registerAccount({ account: 'new_pupil', password: 'pass-word-1', product: 44 });
    expect(sent[0]?.path).toBe('/api/passport/regi');
    expect(readAccount()).toMatchObject({ id: 9, token: 'reg-token', account: 'new_pupil', password: 'pass-word-1' });
  });
});

describe('adoptTokenLogin', () => {
  it('stores the handed-over session as a token login and fills in the names from user/info', async () => {
    const sent = stubServer(() => ({ code: CODE.ok, data: info }));
    await adoptTokenLogin(9, 44, 'pc-token');
    expect(sent[0]?.path).toBe('/api/user/info');
    expect(Object.fromEntries(sent[0]?.params ?? [])).toMatchObject({ uid: '9', product: '44', token: 'pc-token' });
    expect(readAccount()).toMatchObject({
      id: 9,
      token: 'pc-token',
      isTokenLogin: true,
      loginTime: 1234,
      name: 'pc_user',
      nickname: '小华',
      headImg: '/avatars/bear.svg',
    });
  });

  it('exits the client on an invalid token instead of re-logging in', async () => {
    const exit = vi.fn();
    window.YuwenNative = { host: { exit, closePage: vi.fn(), quit: vi.fn() } };
    const sent = stubServer(() => ({ code: CODE.invalidSession, msg: '登录已失效，请重新登录' }));
    await expect(adoptTokenLogin(9, 44, 'bad')).rejects.toBeInstanceOf(CallError);
    expect(exit).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
    expect(navigated).toEqual([]);
  });
});

describe('uploadFiles', () => {
  it('sends multipart with uid, token, product, the common parameters and the files', async () => {
    window.localStorage.setItem(ACCOUNT_KEYS.id, '9');
    window.localStorage.setItem(ACCOUNT_KEYS.token, 'tok');
    window.localStorage.setItem(ACCOUNT_KEYS.product, '44');
    window.localStorage.setItem(ACCOUNT_KEYS.loginTime, String(Date.now()));
    const sent = stubServer(() => ({ code: CODE.ok, data: { head_img: '/uploads/avatars/x.webp' } }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(uploadFiles(uploadCall, { files: file })).resolves.toEqual({ head_img: '/uploads/avatars/x.webp' });
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([form.get('uid'), form.get('token'), form.get('product'), form.get('version')]).toEqual([
      '9',
      'tok',
      '44',
      'v2',
    ]);
    expect(form.get('files')).toBeInstanceOf(Blob);
  });
});

describe('callAsVisitor', () => {
  it('makes a visitor session once, apart from the account keys, and renews it after -1', async () => {
    let visitors = 0;
    let refuseOnce = false;
    const sent = stubServer(({ path, params }) => {
      if (path === '/api/passport/TouristLogin') {
        visitors += 1;
        return { code: CODE.ok, data: account(`visitor-${visitors}`, { id: 100 + visitors, name: '游客-x' }) };
      }
      if (refuseOnce && params.get('token') === 'visitor-1') return { code: CODE.invalidSession };
      return { code: CODE.ok, data: { ...info, role: 'visitor' } };
    });
    await callAsVisitor(userInfoCall, {}, 44);
    await callAsVisitor(userInfoCall, {}, 44);
    expect(visitors).toBe(1);
    expect(readAccount().token).toBeUndefined();
    refuseOnce = true;
    await callAsVisitor(userInfoCall, {}, 44);
    expect(visitors).toBe(2);
    expect(sent.at(-1)?.params.get('token')).toBe('visitor-2');
  });
});

describe('stored profile', () => {
  it('follows changes, and forgetting the account removes every trace', () => {
    window.localStorage.setItem(ACCOUNT_KEYS.account, 'me');
    storeProfile({ nickname: '新名字', headImg: '/avatars/cat.svg', password: 'new-pass-1' });
    expect(readAccount()).toMatchObject({ nickname: '新名字', headImg: '/avatars/cat.svg', password: 'new-pass-1' });
    forgetAccount();
    expect(readAccount()).toMatchObject({
      nickname: '',
      headImg: '',
      account: undefined,
      password: undefined,
      autologin: false,
    });
  });
});
