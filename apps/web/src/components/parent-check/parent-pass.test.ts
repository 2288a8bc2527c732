import { CODE, MESSAGE, PARENT_PASS_REFUSED } from '@yuwen/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { CallError } from '../../lib/http-transport';
import { readParentPass, storeParentPass, withParentPass } from './parent-pass';

const PASS = 'ab'.repeat(16);
const refusal = (code: number, msg: string) => new CallError({ code, msg, data: null });

describe('calls behind the parent check', () => {
  afterEach(() => window.sessionStorage.clear());

  it('send the account’s pass while it holds, and none for another account or once it ran out', async () => {
    storeParentPass(7, { pass: PASS, until: Date.now() + 60_000 });
    expect(await withParentPass(7, async (pass) => pass)).toBe(PASS);
    expect(await withParentPass(8, async (pass) => pass)).toBeUndefined();
    storeParentPass(7, { pass: PASS, until: Date.now() - 1 });
    expect(await withParentPass(7, async (pass) => pass)).toBeUndefined();
  });

  it('forget a pass the server refused, so the page asks the check again', async () => {
    storeParentPass(7, { pass: PASS, until: Date.now() + 60_000 });
    const refused = refusal(CODE.forbidden, PARENT_PASS_REFUSED);
    await expect(withParentPass(7, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(readParentPass(7)).toBeUndefined();
  });

  it('keep the pass on any other failure (another refusal, a wrong password, no network)', async () => {
    storeParentPass(7, { pass: PASS, until: Date.now() + 60_000 });
    for (const failure of [
      refusal(CODE.forbidden, MESSAGE.forbidden),
      refusal(CODE.failed, '密码不正确'),
      new CallError({}),
      new Error('offline'),
    ]) {
      await expect(withParentPass(7, () => Promise.reject(failure))).rejects.toBe(failure);
      expect(readParentPass(7)).toBe(PASS);
    }
  });
});
