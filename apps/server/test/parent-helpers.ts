import { createHash } from 'node:crypto';
import { ParentRepository } from '@yuwen/db';
import { type Account, CODE } from '@yuwen/protocol';
import { auth, callApi } from './accounts-helpers.js';
import type { TestApp } from './test-app.js';

// The parent check (issue 18) as tests pass it: through the calls a grown-up's browser makes.

/** The answer of `who`'s question, found from its stored hash as only the server could. */
export async function rightAnswer(t: TestApp, who: Account, checkId: string): Promise<string> {
  const check = await new ParentRepository(t.database.db).findCheck(who.id, checkId);
  if (!check) throw new Error(`no check ${checkId}`);
  for (let n = 0; n < 1000; n++) {
    if (createHash('sha256').update(`${checkId}:${n}`).digest('hex') === check.answer_hash) return String(n);
  }
  throw new Error(`no answer for check ${checkId}`);
}

/** A pass for `who`: a new question answered right, as a grown-up does before buying or deleting. */
export async function parentPass(t: TestApp, who: Account): Promise<string> {
  const asked = await callApi(t, 'POST', '/api/parent/question', auth(who));
  if (asked.code !== CODE.ok) throw new Error(`question refused: ${asked.msg}`);
  const answer = await rightAnswer(t, who, asked.data.check_id);
  const passed = await callApi(t, 'POST', '/api/parent/answer', {
    ...auth(who),
    check_id: asked.data.check_id,
    answer,
  });
  if (passed.code !== CODE.ok) throw new Error(`answer refused: ${passed.msg}`);
  return passed.data.pass as string;
}

/** A pass for `who` that ran out a moment ago. */
export async function runOutPass(t: TestApp, who: Account): Promise<string> {
  const pass = await parentPass(t, who);
  await new ParentRepository(t.database.db).passCheck(pass, Date.now() - 1);
  return pass;
}
