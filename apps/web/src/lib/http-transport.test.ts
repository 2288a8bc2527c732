import { BODY_HEADER, CODE, MESSAGE, REQUEST_TIMEOUT_MS, TEMP_BODY_KEY_PREFIX } from '@yuwen/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, failureMessage, removeTempBodies, send } from './http-transport';

interface Sent {
  url: string;
  init: RequestInit;
}

function stubFetch(answer: (sent: Sent) => Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const request = { url, init };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const headers = (sent: Sent | undefined) => (sent?.init.headers ?? {}) as Record<string, string>;

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallError);
  return (error as CallError).failure;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('send', () => {
  it('puts GET parameters in the query string and answers the envelope', async () => {
    const sent = stubFetch(() => json({ code: 1, msg: 'ok', data: [1] }));
    const answer = await send('GET', '/api/x', { a: '1', b: '汉' });
    expect(answer).toEqual({ code: 1, msg: 'ok', data: [1] });
    expect(sent[0]?.url).toBe('/api/x?a=1&b=%E6%B1%89');
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('answers error envelopes as they are (the caller decides)', async () => {
    stubFetch(() => json({ code: 0, msg: '账号或密码错误', data: null }));
    await expect(send('GET', '/api/x', {})).resolves.toEqual({ code: 0, msg: '账号或密码错误', data: null });
  });

  it('sends a short POST body form-encoded and copies it into the body header', async () => {
    const sent = stubFetch(() => json({ code: 1, msg: '', data: null }));
    await send('POST', '/api/y', { account: 'pupil', password: 'p w' });
    const body = 'account=pupil&password=p+w';
    expect(sent[0]?.url).toBe('/api/y');
    expect(sent[0]?.init.body).toBe(body);
    expect(headers(sent[0])['content-type']).toBe('application/x-www-form-urlencoded');
    expect(headers(sent[0])[BODY_HEADER]).toBe(body);
  });

  it('parks a body over 200 characters under a temp key while the call runs, then removes it', async () => {
    let parkedDuringCall: string | null = null;
    const sent = stubFetch(({ init }) => {
      const key = (init.headers as Record<string, string>)[BODY_HEADER] ?? '';
      parkedDuringCall = window.localStorage.getItem(key);
      return json({ code: 1, msg: '', data: null });
    });
    const long = 'x'.repeat(250);
    await send('PUT', '/api/z', { text: long });
    const key = headers(sent[0])[BODY_HEADER] ?? '';
    expect(key.startsWith(TEMP_BODY_KEY_PREFIX)).toBe(true);
    expect(key).not.toContain(long);
    expect(parkedDuringCall).toBe(`text=${long}`);
    expect(sent[0]?.init.body).toBe(`text=${long}`);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('gives each long body its own temp key and removes it after a failure too', async () => {
    const sent = stubFetch(() => Promise.reject(new TypeError('offline')));
    const long = { text: 'y'.repeat(300) };
    await failureOf(send('POST', '/api/z', long));
    await failureOf(send('POST', '/api/z', long));
    const [first, second] = sent.map((s) => headers(s)[BODY_HEADER]);
    expect(first).not.toBe(second);
    expect(window.localStorage.length).toBe(0);
  });

  it('fails with code 99 and the time-out message after 7000 ms, aborting the fetch', async () => {
    vi.useFakeTimers();
    let aborted = false;
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const pending = failureOf(send('GET', '/api/slow', {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect(await pending).toEqual({ code: CODE.timeout, msg: MESSAGE.timeout, data: null });
  });

  it('fails with {} on a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(send('GET', '/api/x', {}))).toEqual({});
  });

  it('fails with {} when the answer is not an envelope', async () => {
    stubFetch(() => Promise.resolve(new Response('<html>oops</html>')));
    expect(await failureOf(send('GET', '/api/x', {}))).toEqual({});
    stubFetch(() => json({ hello: 'world' }));
    expect(await failureOf(send('GET', '/api/x', {}))).toEqual({});
  });
});

describe('removeTempBodies', () => {
  it('removes every stored key starting with ios_post_temp_ and nothing else', () => {
    window.localStorage.setItem(`${TEMP_BODY_KEY_PREFIX}a1`, 'x=1');
    window.localStorage.setItem(`${TEMP_BODY_KEY_PREFIX}b2`, 'y=2');
    window.localStorage.setItem('token', 'keep');
    removeTempBodies();
    expect(Object.keys(window.localStorage)).toEqual(['token']);
  });
});

describe('failureMessage', () => {
  it('uses the server message, else the network message', () => {
    expect(failureMessage(new CallError({ code: 0, msg: '模块不存在', data: null }))).toBe('模块不存在');
    expect(failureMessage(new CallError({}))).toBe(MESSAGE.networkAbnormal);
    expect(failureMessage(new Error('x'), '自定义')).toBe('自定义');
  });
});
