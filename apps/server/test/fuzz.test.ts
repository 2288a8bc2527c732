import { testEngines } from '@yuwen/db/testing';
import { type Account, BODY_HEADER, CODE, envelopeSchema } from '@yuwen/protocol';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CALLS } from '../src/plugins/rate-limit.js';
import { auth, multipartBody } from './accounts-helpers.js';
import { createTestApp, createUser, FORM, form, login, type TestApp } from './test-app.js';

/**
 * Issue 19: every call of the contract, sent malformed — wrong types, numbers beyond PostgreSQL's
 * integer and JavaScript's exact range, NUL, 10,000 characters, unusual Unicode, invalid UTF-8,
 * repeated and missing parameters, broken multipart — answers an envelope that is not code 500.
 */

type Call = (typeof CONTRACT_CALLS)[number];

/** Raw query or form text: `%`-escapes are sent as they are (invalid UTF-8 cannot be built otherwise). */
const NASTY: readonly string[] = [
  '',
  'abc',
  '-1',
  '1.5',
  '2147483648', // 2^31
  '-2147483649',
  '9007199254740993', // 2^53 + 1
  '1e309',
  'NaN',
  '%00',
  'a%00b',
  encodeURIComponent('x'.repeat(10_000)),
  encodeURIComponent('𠮷👨‍👩‍👧\u202e\ufeff\u200b'),
  '%ED%A0%80', // a lone surrogate in UTF-8: not valid UTF-8
  encodeURIComponent('../../etc/passwd'),
  encodeURIComponent('<script>alert(1)</script>'),
];

/** The parameters a call declares (the session's are fuzzed apart: one code reads them for every call). */
const paramNames = (call: Call): string[] => Object.keys((call.params as { shape?: object }).shape ?? {});

/** The session and common parameters, fuzzed on one user call of each kind. */
const SHARED_PARAMS = ['uid', 'product', 'token', 'version', 'multi_status_code'];

/** `name=value&…` with the values already escaped; repeated names stay repeated. */
const raw = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${v}`).join('&');

describe.each(testEngines())('every call, fuzzed, on %s', (engine) => {
  let t: TestApp;
  let sessions: { pupil: Account; admin: Account };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      RATE_LIMIT_OPEN: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_UPLOADS: '0',
      RATE_LIMIT_NEW_ACCOUNTS: '0',
    });
    await createUser(t.database, 'fuzz_pupil', 'fuzz-password-1');
    await createUser(t.database, 'fuzz_admin', 'fuzz-password-1', 'admin');
    sessions = {
      pupil: await login(t.app, 'fuzz_pupil', 'fuzz-password-1'),
      admin: await login(t.app, 'fuzz_admin', 'fuzz-password-1'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Valid user parameters (management calls as an admin), so the malformed ones get past the session. */
  const validAuth = (call: Call): [string, string][] =>
    call.user
      ? Object.entries(auth(call.path.startsWith('/api/manage') ? sessions.admin : sessions.pupil)).map(([k, v]) => [
          k,
          encodeURIComponent(String(v)),
        ])
      : [];

  const send = (call: Call, body: string, extra: { multipartBroken?: boolean; bodyHeader?: boolean } = {}) => {
    const method = call.method as HTTPMethods;
    if (method === 'GET' || method === 'DELETE' || method === 'HEAD')
      return t.app.inject({ method, url: `${call.path}?${body}` });
    if (call.multipart) {
      const fields = Object.fromEntries(new URLSearchParams(body.replace(/%(?![0-9A-F]{2})/gi, '%25')));
      const { payload, headers } = multipartBody(fields, {
        name: 'f.bin',
        type: 'application/octet-stream',
        bytes: Buffer.from('not a real file'),
      });
      // Broken multipart: the body cut off in its middle.
      if (extra.multipartBroken)
        return t.app.inject({ method, url: call.path, headers, payload: payload.subarray(0, 60) });
      return t.app.inject({ method, url: call.path, headers, payload });
    }
    if (extra.bodyHeader) return t.app.inject({ method, url: call.path, headers: { ...FORM, [BODY_HEADER]: body } });
    return t.app.inject({ method, url: call.path, headers: FORM, payload: body });
  };

  /** An answer under /api: the JSON envelope, never code 500, never an HTTP 5xx. */
  const problem = (res: LightMyRequestResponse): string | undefined => {
    if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `not JSON (${res.headers['content-type']}): ${res.body.slice(0, 80)}`;
    }
    const parsed = envelopeSchema.safeParse(body);
    if (!parsed.success) return `not an envelope: ${res.body.slice(0, 80)}`;
    if (parsed.data.code === CODE.serverError) return `code 500: ${parsed.data.msg}`;
    return undefined;
  };

  it('answers every malformed variant with an envelope that is not code 500', async () => {
    const started = Date.now();
    const problems: string[] = [];
    let sent = 0;
    const check = async (call: Call, body: string, extra?: Parameters<typeof send>[2]) => {
      const res = await send(call, body, extra);
      sent++;
      const found = problem(res);
      if (found) problems.push(`${call.method} ${call.path} ?${body.slice(0, 60)} → ${found}`);
    };
    const sharedFuzzed = new Set<string>();
    for (const call of CONTRACT_CALLS) {
      if (!t.app.hasRoute({ method: call.method as HTTPMethods, url: call.path })) continue;
      const names = paramNames(call);
      const base = () => new Map<string, string>([...names.map((n): [string, string] => [n, '1']), ...validAuth(call)]);
      // The session and common parameters: on the first user call of each method and body kind.
      const kind = `${call.method} ${call.multipart ? 'multipart' : 'form'}`;
      const fuzzed = call.user && !sharedFuzzed.has(kind) ? [...names, ...SHARED_PARAMS] : names;
      if (call.user) sharedFuzzed.add(kind);
      // Nothing at all, and nothing but the session.
      await check(call, '');
      await check(call, raw(validAuth(call)));
      for (const name of fuzzed) {
        for (const value of NASTY) {
          const pairs = base();
          pairs.set(name, value);
          await check(call, raw([...pairs]));
        }
        // The parameter twice (an array), and left out.
        const pairs = base();
        await check(call, `${raw([...pairs])}&${name}=2`);
        pairs.delete(name);
        await check(call, raw([...pairs]));
      }
      if (call.multipart) await check(call, raw([...base()]), { multipartBroken: true });
      if (call.method === 'POST') await check(call, raw([...base()].map(([k]) => [k, '%00'])), { bodyHeader: true });
    }
    console.info(`fuzz on ${engine}: ${sent} requests in ${Date.now() - started} ms`);
    expect(problems).toEqual([]);
    // Nothing malformed ended a session: the pupil's and the admin's still work.
    for (const session of [sessions.pupil, sessions.admin]) {
      const info = await t.app.inject({ url: `/api/user/info?${form(auth(session))}` });
      expect(info.json().code).toBe(CODE.ok);
    }
    expect(sent).toBeGreaterThan(2000);
  }, 180_000);
});
