import { testEngines } from '@yuwen/db/testing';
import { type Account, CARD_CODE_ALPHABET, CODE, MESSAGE, normalizeCardCode } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, type LooseAnswer } from './accounts-helpers.js';
import { parentPass } from './parent-helpers.js';
import { createTestApp, createUser, envelope, FORM, form, login, signUpPupil, type TestApp } from './test-app.js';

// Teacher activation codes (issue 17): admins make, list and stop them; a pupil account spends one
// and is a teacher at once; every refusal, the limit on wrong codes, races, and who may call what.

const CREATE = '/api/manage/teacherCode';
const LIST = '/api/manage/teacherCodes';
const DISABLE = '/api/manage/teacherCode/disable';
const REDEEM = '/api/teacherCode/redeem';

describe.each(testEngines())('teacher activation codes on %s', (engine) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let pupilCount = 0;

  /** A call from `address` (wrong codes are counted per address too, so each test has its own). */
  const send = async (method: CallMethod, url: string, values: CallValues, address = '10.0.0.1') => {
    const res =
      method === 'POST'
        ? await t.app.inject({ method, url, headers: FORM, payload: form(values), remoteAddress: address })
        : await t.app.inject({ method, url: `${url}?${form(values)}`, remoteAddress: address });
    return envelope(res) as LooseAnswer;
  };
  const make = async (values: CallValues = {}) => {
    const made = await send('POST', CREATE, { ...auth(admin), count: 1, ...values });
    expect(made.code, made.msg).toBe(CODE.ok);
    return made.data.codes as string[];
  };
  const list = async () => (await send('GET', LIST, auth(admin))).data as { id: number; code_tail: string }[];
  const rowOf = async (code: string) => {
    const row = (await list()).find((c) => c.code_tail === normalizeCardCode(code).slice(-4));
    if (!row) throw new Error(`no row for ${code}`);
    return row as LooseAnswer['data'];
  };
  const redeem = (who: Account, code: string, address?: string) =>
    send('POST', REDEEM, { ...auth(who), code }, address);
  const roleOf = async (who: Account) => (await send('GET', '/api/user/info', auth(who))).data.role as string;
  const newPupil = async () => {
    pupilCount++;
    const name = `code_pupil_${pupilCount}`;
    return { ...(await signUpPupil(t, name, 'pupil-password')), name };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createUser(t.database, 'code_admin', 'admin-password', 'admin');
    admin = await login(t.app, 'code_admin', 'admin-password');
    const made = await send('POST', '/api/classes/teacher', {
      ...auth(admin),
      account: 'code_teacher',
      password: 'teacher-password',
      nickname: '王老师',
    });
    expect(made.code).toBe(CODE.ok);
    teacher = await login(t.app, 'code_teacher', 'teacher-password');
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes random codes answered once, kept only as hashes, listed with their state', async () => {
    const made = await send('POST', CREATE, { ...auth(admin), count: 3, valid_days: 30, note: '实验小学' });
    expect(made.code).toBe(CODE.ok);
    const codes: string[] = made.data.codes;
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^([${CARD_CODE_ALPHABET}]{4}-){3}[${CARD_CODE_ALPHABET}]{4}$`));
    }
    const stored = await t.database.db.selectFrom('teacher_codes').select(['code_hash', 'code_tail']).execute();
    const plain = codes.map(normalizeCardCode);
    for (const row of stored) {
      expect(plain).not.toContain(row.code_hash);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const listed = made.data.list.slice(0, 3);
    expect(listed.map((c: { code_tail: string }) => c.code_tail).sort()).toEqual(plain.map((c) => c.slice(-4)).sort());
    for (const row of listed) {
      expect(row).toMatchObject({ state: 'unused', note: '实验小学', created_by: 'code_admin', used_by: null });
      expect(row.expires_at - row.created_at).toBe(30 * 24 * 60 * 60 * 1000);
    }
    // Without a term a code does not run out; an empty term is the same.
    const [lasting] = await make({ valid_days: '' });
    expect((await rowOf(lasting ?? '')).expires_at).toBeNull();
    // Bounds of the form.
    expect((await send('POST', CREATE, { ...auth(admin), count: 0 })).code).toBe(CODE.badRequest);
    expect((await send('POST', CREATE, { ...auth(admin), count: 101 })).code).toBe(CODE.badRequest);
    expect((await send('POST', CREATE, { ...auth(admin), count: 1, valid_days: 366 })).code).toBe(CODE.badRequest);
  });

  it('makes a pupil account a teacher at once, who can open their classes', async () => {
    const [code = ''] = await make();
    const pupil = await newPupil();
    expect((await send('GET', '/api/classes/teaching', auth(pupil))).code).toBe(CODE.forbidden);
    // Typed in lower case with spaces: read as the code.
    const typed = code.toLowerCase().replaceAll('-', ' ');
    expect(await redeem(pupil, typed)).toEqual({ code: CODE.ok, msg: expect.any(String), data: { role: 'teacher' } });
    // The same session, straight away: the role the admin path gives, and 我的班级 as a teacher.
    expect(await roleOf(pupil)).toBe('teacher');
    const teaching = await send('GET', '/api/classes/teaching', auth(pupil));
    expect(teaching).toMatchObject({ code: CODE.ok, data: [] });
    expect((await send('POST', '/api/classes/class', { ...auth(pupil), name: '一年级一班', grade: '1' })).code).toBe(
      CODE.ok,
    );
    expect(await rowOf(code)).toMatchObject({ state: 'used', used_by: pupil.name });
    expect((await rowOf(code)).used_at).toBeGreaterThan(0);
  });

  it('refuses unknown, used, expired and stopped codes, and teachers, in Chinese', async () => {
    const pupil = await newPupil();
    const address = '10.0.1.1';
    const refused = (msg: string) => ({ code: CODE.failed, msg, data: null });
    expect(await redeem(pupil, 'ABCD-EFGH-JKMN-PQRS', address)).toEqual(refused('老师激活码无效，请核对后重新输入'));
    expect(await redeem(pupil, 'not a code', address)).toMatchObject({
      code: CODE.badRequest,
      msg: '老师激活码格式不正确，请核对后重新输入',
    });
    expect(await redeem(pupil, '', address)).toMatchObject({ code: CODE.badRequest, msg: '请输入老师激活码' });

    const [used = ''] = await make();
    const first = await newPupil();
    expect((await redeem(first, used, '10.0.1.2')).code).toBe(CODE.ok);
    expect(await redeem(pupil, used, address)).toEqual(refused('这个老师激活码已被使用'));

    const [expired = ''] = await make({ valid_days: 1 });
    await t.database.db
      .updateTable('teacher_codes')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', (await rowOf(expired)).id)
      .execute();
    expect((await rowOf(expired)).state).toBe('expired');
    expect(await redeem(pupil, expired, address)).toEqual(refused('这个老师激活码已过期，请向管理员要一个新的'));

    const [stopped = ''] = await make();
    expect((await send('POST', DISABLE, { ...auth(admin), id: (await rowOf(stopped)).id })).data.state).toBe(
      'disabled',
    );
    expect(await redeem(pupil, stopped, '10.0.1.3')).toEqual(refused('这个老师激活码已停用，请向管理员要一个新的'));
    expect(await roleOf(pupil)).toBe('pupil');

    // Teachers and admins have the role already; their code stays unused.
    const [spare = ''] = await make();
    const already = refused('您已经是老师了，不用再激活');
    expect(await redeem(teacher, spare, '10.0.1.4')).toEqual(already);
    expect(await redeem(first, spare, '10.0.1.4')).toEqual(already);
    expect(await redeem(admin, spare, '10.0.1.4')).toEqual(already);
    expect((await rowOf(spare)).state).toBe('unused');

    // Visitors are told to log in.
    const visitor = (await send('POST', '/api/passport/TouristLogin', { product: 44 })).data as Account;
    expect(await redeem(visitor, spare, '10.0.1.4')).toEqual({
      code: CODE.forbidden,
      msg: MESSAGE.visitorRefused,
      data: null,
    });
  });

  it('limits wrong codes per user and per address, together with activation cards', async () => {
    const [good = ''] = await make();
    const pupil = await newPupil();
    const address = '10.0.2.1';
    for (let i = 0; i < 5; i++) {
      expect((await redeem(pupil, 'ABCD-EFGH-JKMN-PQRS', address)).code).toBe(CODE.failed);
    }
    const limited = { code: CODE.tooManyRequests, msg: '老师激活码输错次数过多，请 15 分钟后再试', data: null };
    // Even the right code waits: it is not looked at.
    expect(await redeem(pupil, good, address)).toEqual(limited);
    expect(await redeem(pupil, good, '10.0.2.2')).toEqual(limited);
    expect((await rowOf(good)).state).toBe('unused');
    // Another account from the same address is limited too; activation cards share the count.
    const neighbour = await newPupil();
    expect(await redeem(neighbour, good, address)).toEqual(limited);
    const pass = await parentPass(t, pupil);
    const card = await send('POST', '/api/cardBind', { ...auth(pupil), pass, code: 'ABCD-EFGH-JKMN-PQRS' }, '10.0.2.3');
    expect(card).toEqual({ code: CODE.tooManyRequests, msg: '激活卡号输错次数过多，请 15 分钟后再试', data: null });
    // Elsewhere, the neighbour can still use the code.
    expect((await redeem(neighbour, good, '10.0.2.4')).code).toBe(CODE.ok);
  });

  it('lets exactly one of two users racing for one code win', async () => {
    for (let round = 0; round < 3; round++) {
      const [code = ''] = await make();
      const [a, b] = [await newPupil(), await newPupil()];
      const answers = await Promise.all([redeem(a, code, '10.0.3.1'), redeem(b, code, '10.0.3.2')]);
      expect(answers.map((x) => x.code).sort()).toEqual([CODE.failed, CODE.ok].sort());
      expect(answers.find((x) => x.code === CODE.failed)?.msg).toBe('这个老师激活码已被使用');
      const roles = [await roleOf(a), await roleOf(b)].sort();
      expect(roles).toEqual(['pupil', 'teacher']);
      const winner = answers[0]?.code === CODE.ok ? a : b;
      expect((await rowOf(code)).used_by).toBe(winner.name);
    }
  });

  it('spends only one of two codes one user sends at once', async () => {
    const [one = '', two = ''] = await make({ count: 2 });
    const pupil = await newPupil();
    const answers = await Promise.all([redeem(pupil, one, '10.0.4.1'), redeem(pupil, two, '10.0.4.2')]);
    expect(answers.map((x) => x.code).sort()).toEqual([CODE.failed, CODE.ok].sort());
    expect(answers.find((x) => x.code === CODE.failed)?.msg).toBe('您已经是老师了，不用再激活');
    const states = [(await rowOf(one)).state, (await rowOf(two)).state].sort();
    expect(states).toEqual(['unused', 'used']);
  });

  it('stops unused codes only; a stopped code stays stopped', async () => {
    const [code = ''] = await make();
    const { id } = await rowOf(code);
    const first = await send('POST', DISABLE, { ...auth(admin), id });
    expect(first).toMatchObject({ code: CODE.ok, data: { id, state: 'disabled' } });
    expect((await send('POST', DISABLE, { ...auth(admin), id })).data.state).toBe('disabled');
    expect(await send('POST', DISABLE, { ...auth(admin), id: 999_999 })).toEqual({
      code: CODE.notFound,
      msg: '没有找到这个老师激活码',
      data: null,
    });
    const [used = ''] = await make();
    expect((await redeem(await newPupil(), used, '10.0.5.1')).code).toBe(CODE.ok);
    expect(await send('POST', DISABLE, { ...auth(admin), id: (await rowOf(used)).id })).toEqual({
      code: CODE.failed,
      msg: '这个老师激活码已被使用，不能停用',
      data: null,
    });
    expect((await rowOf(used)).state).toBe('used');
  });

  it('lets only admins make, list and stop codes', async () => {
    const [code = ''] = await make();
    const { id } = await rowOf(code);
    const pupil = await newPupil();
    const forbidden = { code: CODE.forbidden, msg: MESSAGE.forbidden, data: null };
    for (const who of [teacher, pupil]) {
      expect(await send('POST', CREATE, { ...auth(who), count: 1 })).toEqual(forbidden);
      expect(await send('GET', LIST, auth(who))).toEqual(forbidden);
      expect(await send('POST', DISABLE, { ...auth(who), id })).toEqual(forbidden);
    }
    expect((await rowOf(code)).state).toBe('unused');
    // Without a session: the invalid-session answer.
    expect((await send('GET', LIST, {})).code).toBe(CODE.invalidSession);
    expect((await send('POST', REDEEM, { code })).code).toBe(CODE.invalidSession);
  });

  it('keeps a used code’s row when its user deletes the account', async () => {
    const [code = ''] = await make();
    const pupil = await newPupil();
    expect((await redeem(pupil, code, '10.0.6.1')).code).toBe(CODE.ok);
    await t.database.db.deleteFrom('users').where('id', '=', pupil.id).execute();
    expect(await rowOf(code)).toMatchObject({ state: 'used', used_by: '已注销用户' });
  });
});
