import {
  CODE,
  learnRecordCall,
  loginCall,
  MESSAGE,
  moduleTreeCall,
  SESSION_REFRESH_THRESHOLD_MS,
} from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToast, toast } from '../components/toast/toast-store';
import { ACCOUNT_KEYS, readAccount } from './account-store';
import { callApi, loginWithPassword } from './api-client';
import { CallError } from './http-transport';
import { registerNavigator } from './navigation';

const NOW = new Date('2026-03-01T08:00:00Z').getTime();

interface Sent {
  path: string;
  params: URLSearchParams;
}

type Answer = { code: number; msg?: string; data?: unknown };

function stubServer(answer: (sent: Sent) => Answer | Promise<Answer>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const [path = '', query = ''] = url.split('?');
      const request = { path, params: new URLSearchParams(typeof init.body === 'string' ? init.body : query) };
      sent.push(request);
      const { code, msg = '', data = null } = await answer(request);
      return new Response(JSON.stringify({ code, msg, data }));
    }),
  );
  return sent;
}

function storeAccount(values: Partial<Record<keyof typeof ACCOUNT_KEYS, string>>): void {
  for (const [key, value] of Object.entries(values)) {
    window.localStorage.setItem(ACCOUNT_KEYS[key as keyof typeof ACCOUNT_KEYS], value);
  }
}

const loginAnswer = (token: string) => ({
  code: CODE.ok,
  data: {
    id: 7,
    token,
    product: 44,
    loginTime: Date.now(),
    name: '小明',
    nickname: '明明',
    head_img: '',
    isTokenLogin: false,
  },
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallError);
  return (error as CallError).failure;
}

let navigated: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  navigated = [];
  registerNavigator((path) => navigated.push(path));
  toast.info('', 0);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.YuwenNative = undefined;
});

describe('callApi parameters', () => {
  it('adds multi_status_code=0 and version=v2 to every call and answers data', async () => {
    const sent = stubServer(() => ({ code: CODE.ok, data: [] }));
    await expect(callApi(moduleTreeCall, { deep: true })).resolves.toEqual([]);
    expect(sent[0]?.path).toBe('/api/study/module/module');
    expect(Object.fromEntries(sent[0]?.params ?? [])).toEqual({ deep: '1', multi_status_code: '0', version: 'v2' });
  });

  it('adds uid, product and token from the stored account to user calls only', async () => {
    storeAccount({ id: '12', token: 'tok', product: '45', loginTime: String(NOW - 1000) });
    const sent = stubServer(() => ({ code: CODE.ok, data: { id: 3 } }));
    await callApi(learnRecordCall, { module_id: 821 });
    await callApi(moduleTreeCall, {});
    expect(Object.fromEntries(sent[0]?.params ?? [])).toEqual({
      module_id: '821',
      multi_status_code: '0',
      version: 'v2',
      uid: '12',
      product: '45',
      token: 'tok',
    });
    expect(sent[1]?.params.has('token')).toBe(false);
  });

  it('rejects with the error envelope on other codes', async () => {
    stubServer(() => ({ code: CODE.failed, msg: '账号或密码错误' }));
    expect(await failureOf(callApi(loginCall, { account: 'a', password: 'b', product: 44 }))).toEqual({
      code: CODE.failed,
      msg: '账号或密码错误',
      data: null,
    });
  });
});

describe('loginWithPassword', () => {
  it('stores the account, the credentials for re-login and autologin', async () => {
    const sent = stubServer(() => loginAnswer('fresh'));
    await loginWithPassword('pupil', 'secret', 46);
    const params = sent[0]?.params;
    expect(params?.get('account')).toBe('pupil');
    expect(params?.get('product')).toBe('46');
    expect(params?.get('ei')).toBeTruthy();
    expect(readAccount()).toMatchObject({
      id: 7,
      token: 'fresh',
      product: 44,
      loginTime: NOW,
      nickname: '明明',
      account: 'pupil',
      password: 'secret',
      autologin: true,
      isTokenLogin: false,
    });
    // The device id is kept: a second login sends the same ei.
    await loginWithPassword('pupil', 'secret', 46);
    expect(sent[1]?.params.get('ei')).toBe(params?.get('ei'));
  });
});

describe('code -1 (spec §8)', () => {
  it('token-login sessions exit the client', async () => {
    const exit = vi.fn();
    window.YuwenNative = { host: { exit, closePage: vi.fn(), quit: vi.fn() } };
    storeAccount({ id: '1', token: 't', product: '44', loginTime: String(NOW), isTokenLogin: 'true' });
    stubServer(() => ({ code: CODE.invalidSession, msg: '登录已失效' }));
    expect(await failureOf(callApi(learnRecordCall, { module_id: 1 }))).toMatchObject({ code: CODE.invalidSession });
    expect(exit).toHaveBeenCalledOnce();
    expect(navigated).toEqual([]);
  });

  it('goes to /login (autologin off) when the stored login time is empty', async () => {
    storeAccount({ id: '1', token: 't', product: '44', autologin: 'true' });
    stubServer(() => ({ code: CODE.invalidSession }));
    await failureOf(callApi(learnRecordCall, { module_id: 1 }));
    expect(navigated).toEqual(['/login']);
    expect(readAccount().autologin).toBe(false);
  });

  it('within 7,000,000 ms of login: toast 账号已在其他设备登录 for 2 s, then /login', async () => {
    storeAccount({ id: '1', token: 't', product: '44', loginTime: String(NOW - 60_000), account: 'a', password: 'b' });
    const sent = stubServer(() => ({ code: CODE.invalidSession }));
    await failureOf(callApi(learnRecordCall, { module_id: 1 }));
    expect(currentToast()).toMatchObject({ kind: 'info', text: MESSAGE.loggedInElsewhere });
    expect(navigated).toEqual(['/login']);
    expect(sent.map((s) => s.path)).toEqual(['/api/study/user/learnRecord']);
  });

  it('later than that: re-logs in silently and replays the call with the new token', async () => {
    // No stored token (so no refresh before the call), but credentials and an old login time.
    storeAccount({
      id: '1',
      product: '44',
      loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS - 1),
      account: 'a',
      password: 'b',
    });
    const sent = stubServer(({ path, params }) => {
      if (path === loginCall.path) return loginAnswer('renewed');
      return params.get('token') === 'renewed' ? { code: CODE.ok, data: { id: 99 } } : { code: CODE.invalidSession };
    });
    await expect(callApi(learnRecordCall, { module_id: 5 })).resolves.toEqual({ id: 99 });
    expect(sent.map((s) => s.path)).toEqual([learnRecordCall.path, loginCall.path, learnRecordCall.path]);
    expect(sent[1]?.params.get('account')).toBe('a');
    expect(navigated).toEqual([]);
  });

  it('when the silent re-login fails: toast 登录已过期，请重新登录 for 2 s, then /login', async () => {
    storeAccount({
      id: '1',
      product: '44',
      loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS - 1),
      account: 'a',
      password: 'b',
    });
    stubServer(({ path }) =>
      path === loginCall.path ? { code: CODE.failed, msg: '账号或密码错误' } : { code: CODE.invalidSession },
    );
    expect(await failureOf(callApi(learnRecordCall, { module_id: 5 }))).toMatchObject({ code: CODE.invalidSession });
    expect(currentToast()).toMatchObject({ text: MESSAGE.loginExpired });
    expect(navigated).toEqual(['/login']);
  });
});

describe('session refresh (spec §4)', () => {
  it('re-logs in before the next user call once the session is older than 7,000,000 ms, queuing the others', async () => {
    storeAccount({
      id: '1',
      token: 'old',
      product: '44',
      loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS - 1),
      account: 'pupil',
      password: 'pw',
    });
    let finishLogin: () => void = () => {};
    const loginDone = new Promise<void>((resolve) => {
      finishLogin = resolve;
    });
    const sent = stubServer(async ({ path, params }) => {
      if (path === loginCall.path) {
        await loginDone;
        return loginAnswer('new');
      }
      if (path === learnRecordCall.path) return { code: CODE.ok, data: { id: Number(params.get('module_id')) } };
      return { code: CODE.ok, data: [] };
    });

    const first = callApi(learnRecordCall, { module_id: 1 });
    const second = callApi(learnRecordCall, { module_id: 2 });
    const open = callApi(moduleTreeCall, { deep: true });
    await open;
    await vi.waitFor(() => expect(sent.some((s) => s.path === loginCall.path)).toBe(true));
    // Only the re-login and the non-user call went out; the user calls wait.
    expect(sent.filter((s) => s.path === learnRecordCall.path)).toEqual([]);

    finishLogin();
    await expect(first).resolves.toEqual({ id: 1 });
    await expect(second).resolves.toEqual({ id: 2 });
    const userCalls = sent.filter((s) => s.path === learnRecordCall.path);
    expect(userCalls.map((s) => s.params.get('token'))).toEqual(['new', 'new']);
    expect(sent.filter((s) => s.path === loginCall.path)).toHaveLength(1);
    expect(readAccount().token).toBe('new');
    expect(readAccount().loginTime).toBeGreaterThanOrEqual(NOW);
  });

  it('does not refresh young sessions or token-login sessions', async () => {
    storeAccount({ id: '1', token: 'tok', product: '44', loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS) });
    const sent = stubServer(() => ({ code: CODE.ok, data: { id: 1 } }));
    await callApi(learnRecordCall, { module_id: 1 });
    storeAccount({ loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS - 5), isTokenLogin: 'true' });
    await callApi(learnRecordCall, { module_id: 1 });
    expect(sent.map((s) => s.path)).toEqual([learnRecordCall.path, learnRecordCall.path]);
  });

  it('offline, sends an old session as it is instead of failing a re-login', async () => {
    storeAccount({
      id: '1',
      token: 'old',
      product: '44',
      loginTime: String(NOW - SESSION_REFRESH_THRESHOLD_MS - 1),
      account: 'pupil',
      password: 'pw',
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = stubServer(() => ({ code: CODE.ok, data: { id: 1 } }));
    await expect(callApi(learnRecordCall, { module_id: 1 })).resolves.toEqual({ id: 1 });
    expect(sent.map((s) => [s.path, s.params.get('token')])).toEqual([[learnRecordCall.path, 'old']]);
    expect(navigated).toEqual([]);
    vi.restoreAllMocks();
  });

  it('replays a call that met -1 because a refresh replaced its token meanwhile', async () => {
    storeAccount({ id: '1', token: 'old', product: '44', loginTime: String(NOW - 1000), account: 'a', password: 'b' });
    const sent = stubServer(({ params }) => {
      if (params.get('token') === 'old') {
        // The session was renewed elsewhere in the app while this call was out.
        storeAccount({ token: 'renewed', loginTime: String(NOW) });
        return { code: CODE.invalidSession };
      }
      return { code: CODE.ok, data: { id: 4 } };
    });
    await expect(callApi(learnRecordCall, { module_id: 4 })).resolves.toEqual({ id: 4 });
    expect(sent.map((s) => s.params.get('token'))).toEqual(['old', 'renewed']);
    expect(currentToast()).toBeNull();
    expect(navigated).toEqual([]);
  });
});
