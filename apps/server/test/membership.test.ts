import { readFileSync, statSync } from 'node:fs';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, ORDER_PENDING_MS, PARENT_PASS_REFUSED } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxSecretPath } from '../src/modules/membership/notify-secret.js';
import { signNotify } from '../src/modules/membership/payment-provider.js';
import { auth, type CallMethod, type CallValues, call, callApi } from './accounts-helpers.js';
import { parentPass, runOutPass } from './parent-helpers.js';
import { createTestApp, createUser, login, signUpPupil, type TestApp } from './test-app.js';

/** The notify secret older versions shipped for the sandbox, public in their sources. */
const PUBLISHED_SECRET = 'yuwen-sandbox-notify-secret-for-development-only';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calls only admins may make, with parameters that would otherwise be valid. */
const ADMIN_CALLS: [CallMethod, string, CallValues][] = [
  ['GET', '/api/manage/commodities', {}],
  ['POST', '/api/manage/commodity/save', { name: '周卡', price_fen: 500, days: 7 }],
  ['POST', '/api/manage/commodity/onSale', { id: 1, on_sale: 0 }],
  ['POST', '/api/manage/cardBatch', { count: 1, days: 30 }],
  ['GET', '/api/manage/cardBatches', {}],
  ['GET', '/api/manage/cardBatch/cards', { batch_id: 1 }],
];

describe.each(testEngines())('membership calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;
  let admin: Account;
  /** The secret the sandbox made for this installation. */
  let SANDBOX_SECRET: string;
  /** Each pupil's parent pass, by user id: buying, paying and cards need one (issue 18). */
  let passes: Record<number, string>;

  beforeEach(async () => {
    t = await createTestApp(engine, { PAYMENT_PROVIDER: 'sandbox' });
    SANDBOX_SECRET = readFileSync(sandboxSecretPath(t.dataDir), 'utf8');
    pupil = await signUpPupil(t, 'pupil_m1', 'pw-pupil-m1');
    other = await signUpPupil(t, 'pupil_m2', 'pw-pupil-m2');
    await createUser(t.database, 'admin_m', 'pw-admin-m1', 'admin');
    admin = await login(t.app, 'admin_m', 'pw-admin-m1');
    passes = { [pupil.id]: await parentPass(t, pupil), [other.id]: await parentPass(t, other) };
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, query: CallValues = {}) => callApi(t, 'GET', url, query);
  const post = (url: string, payload: CallValues = {}) => callApi(t, 'POST', url, payload);
  /** The session of `who` with their own parent pass. */
  const parent = (who: Account) => ({ ...auth(who), pass: passes[who.id] ?? '' });

  it('lists the default plans on sale to anyone', async () => {
    const answer = await get('/api/pay/commodities');
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.map((c: { name: string }) => c.name)).toEqual(['月卡', '季卡', '年卡']);
    expect(answer.data[0]).toMatchObject({ price_fen: 2500, days: 30, on_sale: true });
  });

  it('answers -1 without a session on every user call', async () => {
    const calls: [CallMethod, string, CallValues][] = [
      ['POST', '/api/pay/unifiedOrder', { commodity_id: 1 }],
      ['POST', '/api/pay/sandbox/pay', { order_no: 'x' }],
      ['POST', '/api/pay/cancel', { order_no: 'x' }],
      ['GET', '/api/pay/buyRecord', {}],
      ['GET', '/api/activeStatus', {}],
      ['POST', '/api/cardBind', { code: 'ABCD-EFGH-JKMN-PQRS' }],
      ...ADMIN_CALLS,
    ];
    for (const [method, url, params] of calls) {
      const answer = await callApi(t, method, url, params);
      expect(answer.code, url).toBe(CODE.invalidSession);
      // Another user's uid with this token is refused the same way.
      const foreign = { ...params, ...auth(pupil), uid: other.id };
      const refused = await callApi(t, method, url, foreign);
      expect(refused.code, url).toBe(CODE.invalidSession);
    }
  });

  it('buys a plan through the sandbox: order, payment, VIP, buy record', async () => {
    const before = Date.now();
    const ordered = await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 });
    expect(ordered.code).toBe(CODE.ok);
    expect(ordered.data.provider).toBe('sandbox');
    expect(ordered.data.order).toMatchObject({ commodity_name: '月卡', amount_fen: 2500, days: 30, status: 'pending' });
    const orderNo: string = ordered.data.order.order_no;

    // Another pupil can neither pay nor see this order.
    expect((await post('/api/pay/sandbox/pay', { ...parent(other), order_no: orderNo })).code).toBe(CODE.notFound);
    expect((await get('/api/pay/buyRecord', auth(other))).data.total).toBe(0);

    const paid = await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: orderNo });
    expect(paid.code).toBe(CODE.ok);
    expect(paid.data.order.status).toBe('paid');
    expect(paid.data.vip.vip).toBe(true);
    expect(paid.data.vip.vip_end).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(paid.data.vip.vip_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const status = await get('/api/activeStatus', auth(pupil));
    expect(status.data).toEqual(paid.data.vip);
    expect((await get('/api/activeStatus', auth(other))).data).toEqual({
      vip: false,
      vip_end: null,
      vip_end_date: null,
    });
    const records = await get('/api/pay/buyRecord', { ...auth(pupil), page: 1, page_size: 10 });
    expect(records.data).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(records.data.list[0]).toMatchObject({ order_no: orderNo, status: 'paid' });
  });

  it('orders, pays and binds cards only with the pupil’s own parent pass that still holds', async () => {
    const code: string = (await post('/api/manage/cardBatch', { ...auth(admin), count: 1, days: 30 })).data.codes[0];
    const runOut = await runOutPass(t, pupil);
    // No pass, another pupil's pass, a run-out pass, a made-up pass.
    const refused: CallValues[] = [{}, { pass: passes[other.id] ?? '' }, { pass: runOut }, { pass: 'a'.repeat(32) }];
    const refusal = { code: CODE.forbidden, msg: PARENT_PASS_REFUSED };
    for (const values of refused) {
      const label = JSON.stringify(values);
      expect(await post('/api/pay/unifiedOrder', { ...auth(pupil), commodity_id: 1, ...values }), label).toMatchObject(
        refusal,
      );
      expect(await post('/api/cardBind', { ...auth(pupil), code, ...values }), label).toMatchObject(refusal);
    }
    // Nothing was written: no order, the card unused, no wrong code counted against the pupil.
    const { db } = t.database;
    expect(await db.selectFrom('pay_orders').selectAll().where('user_id', '=', pupil.id).execute()).toEqual([]);
    expect((await db.selectFrom('activation_cards').select('used_at').executeTakeFirstOrThrow()).used_at).toBeNull();
    expect(await db.selectFrom('card_bind_failures').selectAll().execute()).toEqual([]);

    const orderNo: string = (await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 })).data.order
      .order_no;
    for (const values of refused) {
      expect(await post('/api/pay/sandbox/pay', { ...auth(pupil), order_no: orderNo, ...values })).toMatchObject(
        refusal,
      );
    }
    expect((await get('/api/pay/buyRecord', auth(pupil))).data.list[0].status).toBe('pending');
    expect((await get('/api/activeStatus', auth(pupil))).data.vip).toBe(false);
    expect((await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: orderNo })).data.order.status).toBe(
      'paid',
    );
    expect((await post('/api/cardBind', { ...parent(pupil), code })).data.days).toBe(30);

    // Cancelling an unpaid order spends nothing: no pass needed.
    const open: string = (await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 })).data.order
      .order_no;
    expect((await post('/api/pay/cancel', { ...auth(pupil), order_no: open })).data.status).toBe('closed');
  });

  it('an open order can be cancelled, and one left unpaid closes after ORDER_PENDING_MS', async () => {
    const first = (await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 })).data.order.order_no;
    // Someone else's order is not found; a cancelled order cannot be paid.
    expect((await post('/api/pay/cancel', { ...auth(other), order_no: first })).code).toBe(CODE.notFound);
    const cancelled = await post('/api/pay/cancel', { ...auth(pupil), order_no: first });
    expect(cancelled.data).toMatchObject({ order_no: first, status: 'closed' });
    expect(await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: first })).toMatchObject({
      code: CODE.failed,
      msg: '这个订单已关闭，请重新下单',
    });

    // An order older than the limit shows closed in the buy record and cannot be paid.
    const second = (await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 })).data.order.order_no;
    await t.database.db
      .updateTable('pay_orders')
      .set({ created_at: Date.now() - ORDER_PENDING_MS - 1000 })
      .where('order_no', '=', second)
      .execute();
    const records = await get('/api/pay/buyRecord', auth(pupil));
    expect(records.data.list.map((o: { status: string }) => o.status)).toEqual(['closed', 'closed']);
    expect((await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: second })).code).toBe(CODE.failed);

    // A paid order cannot be cancelled.
    const third = (await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 })).data.order.order_no;
    await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: third });
    expect(await post('/api/pay/cancel', { ...auth(pupil), order_no: third })).toMatchObject({
      code: CODE.failed,
      msg: '这个订单已支付，不能取消',
    });
  });

  it('verifies the notify signature and extends VIP only once for repeated notifies', async () => {
    const ordered = await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 2 });
    const orderNo: string = ordered.data.order.order_no;
    const fields = { order_no: orderNo, trade_no: 'T-1', amount_fen: 6800, timestamp: 1_700_000_000 };

    const forged = await post('/api/pay/notify', { ...fields, sign: signNotify(fields, 'x'.repeat(40)) });
    expect(forged).toMatchObject({ code: CODE.forbidden, msg: '签名验证失败' });
    const tampered = { ...fields, amount_fen: 1 };
    expect((await post('/api/pay/notify', { ...tampered, sign: signNotify(fields, SANDBOX_SECRET) })).code).toBe(
      CODE.forbidden,
    );
    expect((await get('/api/activeStatus', auth(pupil))).data.vip).toBe(false);
    const wrongAmount = { ...fields, amount_fen: 1 };
    expect(
      (await post('/api/pay/notify', { ...wrongAmount, sign: signNotify(wrongAmount, SANDBOX_SECRET) })).code,
    ).toBe(CODE.failed);

    const signed = { ...fields, sign: signNotify(fields, SANDBOX_SECRET) };
    expect(await post('/api/pay/notify', signed)).toMatchObject({ code: CODE.ok, data: { status: 'paid' } });
    const first = (await get('/api/activeStatus', auth(pupil))).data.vip_end as number;
    expect(await post('/api/pay/notify', signed)).toMatchObject({ code: CODE.ok, data: { status: 'paid' } });
    expect((await get('/api/activeStatus', auth(pupil))).data.vip_end).toBe(first);
    // The sandbox pay of an already paid order changes nothing either.
    await post('/api/pay/sandbox/pay', { ...parent(pupil), order_no: orderNo });
    expect((await get('/api/activeStatus', auth(pupil))).data.vip_end).toBe(first);

    const unknown = { ...fields, order_no: 'NOPE' };
    expect((await post('/api/pay/notify', { ...unknown, sign: signNotify(unknown, SANDBOX_SECRET) })).code).toBe(
      CODE.notFound,
    );
    expect((await post('/api/pay/notify', { ...fields, sign: 'not-hex' })).code).toBe(CODE.badRequest);
  });

  it('refuses bad input with clear messages', async () => {
    expect(await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 'abc' })).toMatchObject({
      code: CODE.badRequest,
    });
    expect(await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 999 })).toMatchObject({
      code: CODE.notFound,
      msg: '该套餐已下架，请选择其他套餐',
    });
    expect(await post('/api/cardBind', { ...parent(pupil), code: '' })).toMatchObject({
      code: CODE.badRequest,
      msg: '请输入激活卡号',
    });
    expect(await post('/api/cardBind', { ...parent(pupil), code: 'short' })).toMatchObject({
      code: CODE.badRequest,
      msg: '激活卡号格式不正确，请核对后重新输入',
    });
    expect(await get('/api/pay/buyRecord', { ...auth(pupil), page: 0 })).toMatchObject({ code: CODE.badRequest });
    expect(await post('/api/pay/sandbox/pay', auth(pupil))).toMatchObject({ code: CODE.badRequest });
    expect(await get('/api/manage/cardBatch/cards', { ...auth(admin), batch_id: 'x' })).toMatchObject({
      code: CODE.badRequest,
    });
    expect(await post('/api/manage/cardBatch', { ...auth(admin), count: 0, days: 30 })).toMatchObject({
      code: CODE.badRequest,
      msg: '数量至少 1 张',
    });
    expect(await post('/api/manage/commodity/save', { ...auth(admin), name: '', price_fen: 1, days: 1 })).toMatchObject(
      {
        code: CODE.badRequest,
        msg: '请输入套餐名称',
      },
    );
  });

  it('lets only admins manage plans and cards', async () => {
    for (const [method, url, params] of ADMIN_CALLS) {
      const answer = await callApi(t, method, url, { ...params, ...auth(pupil) });
      expect(answer.code, url).toBe(CODE.forbidden);
    }

    const created = await post('/api/manage/commodity/save', {
      ...auth(admin),
      name: '周卡',
      description: '试用一周',
      price_fen: 500,
      days: 7,
      sort: 0,
      on_sale: 1,
    });
    expect(created.data).toMatchObject({ name: '周卡', price_fen: 500, days: 7, on_sale: true });
    const edited = await post('/api/manage/commodity/save', {
      ...auth(admin),
      id: created.data.id,
      name: '周卡',
      price_fen: 600,
      days: 7,
      on_sale: 1,
    });
    expect(edited.data.price_fen).toBe(600);
    expect((await get('/api/pay/commodities')).data[0].name).toBe('周卡');
    const withdrawn = await post('/api/manage/commodity/onSale', {
      ...auth(admin),
      id: created.data.id,
      on_sale: 0,
    });
    expect(withdrawn.data.on_sale).toBe(false);
    expect((await get('/api/pay/commodities')).data.map((c: { name: string }) => c.name)).not.toContain('周卡');
    expect((await get('/api/manage/commodities', auth(admin))).data).toHaveLength(4);
    expect((await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: created.data.id })).code).toBe(
      CODE.notFound,
    );
    expect((await post('/api/manage/commodity/onSale', { ...auth(admin), id: 999, on_sale: 1 })).code).toBe(
      CODE.notFound,
    );
  });

  it('binds an activation card once, extends VIP by its days, and lists the batch', async () => {
    const batch = await post('/api/manage/cardBatch', { ...auth(admin), count: 3, days: 60, note: '实验小学' });
    expect(batch.code).toBe(CODE.ok);
    expect(batch.data.batch).toMatchObject({ count: 3, days: 60, used: 0, note: '实验小学', created_by: 'admin_m' });
    const codes = batch.data.codes as [string, string, string];
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    // Only hashes are stored.
    const stored = await t.database.db.selectFrom('activation_cards').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]?.replace(/-/g, ''));

    const before = Date.now();
    // Lower case, without dashes: still the same card.
    const bound = await post('/api/cardBind', { ...parent(pupil), code: codes[0].replace(/-/g, '').toLowerCase() });
    expect(bound.code).toBe(CODE.ok);
    expect(bound.data.days).toBe(60);
    expect(bound.data.vip.vip_end).toBeGreaterThanOrEqual(before + 60 * DAY_MS);
    const end = bound.data.vip.vip_end as number;

    expect(await post('/api/cardBind', { ...parent(pupil), code: codes[0] })).toMatchObject({
      code: CODE.failed,
      msg: '您已使用过这张激活卡',
    });
    expect(await post('/api/cardBind', { ...parent(other), code: codes[0] })).toMatchObject({
      code: CODE.failed,
      msg: '这张激活卡已被使用',
    });
    // A second card adds on top of the remaining term.
    const again = await post('/api/cardBind', { ...parent(pupil), code: codes[1] });
    expect(again.data.vip.vip_end).toBe(end + 60 * DAY_MS);

    // Both activations are in the pupil's buy record, newest first; none in the other pupil's.
    const record = await get('/api/pay/buyRecord', auth(pupil));
    expect(record.data.total).toBe(2);
    expect(record.data.list[0]).toMatchObject({
      commodity_name: '激活卡',
      amount_fen: 0,
      days: 60,
      provider: 'activation_card',
      status: 'paid',
    });
    expect((await get('/api/pay/buyRecord', auth(other))).data.total).toBe(0);

    const batches = await get('/api/manage/cardBatches', auth(admin));
    expect(batches.data[0]).toMatchObject({ id: batch.data.batch.id, used: 2, count: 3 });
    const cards = await get('/api/manage/cardBatch/cards', { ...auth(admin), batch_id: batch.data.batch.id });
    expect(cards.data).toHaveLength(3);
    expect(cards.data[0]).toMatchObject({ code_tail: codes[0].slice(-4), used_by: 'pupil_m1' });
    expect(cards.data[2]).toMatchObject({ used_by: null, used_at: null });
  });

  it('limits wrong activation codes', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await post('/api/cardBind', { ...parent(pupil), code: 'AAAA-BBBB-CCCC-DDDD' })).toMatchObject({
        code: CODE.failed,
        msg: '激活卡号无效，请核对后重新输入',
      });
    }
    const batch = await post('/api/manage/cardBatch', { ...auth(admin), count: 1, days: 30 });
    // Even a right code waits now: the limit is checked before the code is looked at.
    expect(await post('/api/cardBind', { ...parent(pupil), code: batch.data.codes[0] })).toMatchObject({
      code: CODE.tooManyRequests,
    });
  });

  it('keeps the sandbox secret random, private to its owner and the same across starts', async () => {
    expect(SANDBOX_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(sandboxSecretPath(t.dataDir)).mode & 0o777).toBe(0o600);
    const ordered = await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 });
    const fields = { order_no: ordered.data.order.order_no, trade_no: 'T-P', amount_fen: 2500, timestamp: 1 };
    // The secret once published in the sources signs nothing.
    expect(await post('/api/pay/notify', { ...fields, sign: signNotify(fields, PUBLISHED_SECRET) })).toMatchObject({
      code: CODE.forbidden,
    });
    // A later start on the same DATA_DIR reuses the file.
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config/env.js');
    const again = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'sandbox', DATA_DIR: t.dataDir }),
      { database: t.database },
    );
    try {
      expect(readFileSync(sandboxSecretPath(t.dataDir), 'utf8')).toBe(SANDBOX_SECRET);
      const signed = { ...fields, sign: signNotify(fields, SANDBOX_SECRET) };
      expect(await call(again, 'POST', '/api/pay/notify', signed)).toMatchObject({ code: CODE.ok });
    } finally {
      await again.close();
    }
  });

  it('refuses online payment and every notify when it is off, the default', async () => {
    const ordered = await post('/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 });
    const fields = { order_no: ordered.data.order.order_no, trade_no: 'T-O', amount_fen: 2500, timestamp: 1 };
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config/env.js');
    const off = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { database: t.database });
    try {
      const res = await call(off, 'POST', '/api/pay/unifiedOrder', { ...parent(pupil), commodity_id: 1 });
      expect(res).toMatchObject({ code: CODE.failed, msg: '暂未开通在线支付，请使用激活卡开通会员' });
      expect(
        await call(off, 'POST', '/api/pay/sandbox/pay', { ...parent(pupil), order_no: fields.order_no }),
      ).toMatchObject({ code: CODE.forbidden });
      // Without a secret even a notify signed with the empty key (which anyone can make) is refused.
      for (const secret of ['', SANDBOX_SECRET, PUBLISHED_SECRET])
        expect(
          await call(off, 'POST', '/api/pay/notify', { ...fields, sign: signNotify(fields, secret) }),
        ).toMatchObject({ code: CODE.forbidden });
    } finally {
      await off.close();
    }
  });
});
