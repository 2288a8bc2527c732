import { testEngines } from '@yuwen/db/testing';
import * as protocol from '@yuwen/protocol';
import { type Account, CODE } from '@yuwen/protocol';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, multipartBody } from './accounts-helpers.js';
import { createTestApp, FORM, form, signUpPupil, type TestApp } from './test-app.js';

interface AnyCall {
  method: HTTPMethods;
  path: string;
  user: boolean;
  multipart?: boolean;
}

const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'method' in value &&
  'user' in value &&
  typeof (value as AnyCall).path === 'string';

/** Every user call of the contract, whoever added it: the matrix grows with the protocol. */
const USER_CALLS = Object.entries(protocol as Record<string, unknown>)
  .filter((entry): entry is [string, AnyCall] => isCall(entry[1]) && entry[1].user)
  .map(([name, def]) => ({ name, def }));

describe.each(testEngines())('every user call refuses a foreign uid or token on %s', (engine) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    alice = await signUpPupil(t, 'matrix_alice', 'alice-password');
    bob = await signUpPupil(t, 'matrix_bob', 'bob-password');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = async (def: AnyCall, values: Record<string, string | number>) => {
    if (def.multipart) {
      return (await t.app.inject({ method: def.method, url: def.path, ...multipartBody(values) })).json();
    }
    if (def.method === 'GET' || def.method === 'DELETE' || def.method === 'HEAD') {
      return (await t.app.inject({ method: def.method, url: `${def.path}?${form(values)}` })).json();
    }
    return (await t.app.inject({ method: def.method, url: def.path, headers: FORM, payload: form(values) })).json();
  };

  it('covers the registered user calls', () => {
    const registered = USER_CALLS.filter(({ def }) => t.app.hasRoute({ method: def.method, url: def.path }));
    expect(registered.length).toBeGreaterThanOrEqual(10);
    // 消息 (issue 17): sending, listing, marking and withdrawing all go through the matrix below.
    const messageCalls = [
      protocol.messageSendCall,
      protocol.messagesSentCall,
      protocol.messagesMineCall,
      protocol.messagesUnreadCall,
      protocol.messageReadCall,
      protocol.messagesReadAllCall,
      protocol.messageWithdrawCall,
    ];
    expect(messageCalls.every((def) => registered.some((r) => r.def === def))).toBe(true);
  });

  it('covers the calls that open and save a written 考试中心 paper', () => {
    // 考试中心 (issue 17): a teacher's paper opened in the form and saved back go through the matrix below.
    for (const def of [protocol.kszxPaperSourceCall, protocol.kszxPaperUpdateCall])
      expect(t.app.hasRoute({ method: def.method, url: def.path }), def.path).toBe(true);
  });

  it.each(USER_CALLS.map(({ name, def }) => [name, def] as const))('%s', async (_name, def) => {
    if (!t.app.hasRoute({ method: def.method, url: def.path })) return;
    const cases: Record<string, string | number>[] = [
      { ...auth(alice), token: bob.token },
      { ...auth(bob), token: alice.token },
      { ...auth(alice), product: alice.product + 1 },
      { ...auth(alice), token: 'made-up-token' },
      { uid: alice.id, product: alice.product },
    ];
    for (const values of cases) {
      expect((await send(def, values)).code, JSON.stringify(values)).toBe(CODE.invalidSession);
    }
    // The real session still works afterwards (the refusals changed nothing).
    expect((await send(protocol.userInfoCall, auth(alice))).code).toBe(CODE.ok);
  });
});
