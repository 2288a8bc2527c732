import { AccountRepository } from '@yuwen/db';
import { rowsReferringToUser, testEngines } from '@yuwen/db/testing';
import { type Account, CODE, loginCall, MESSAGE, PARENT_PASS_REFUSED, userInfoSchema } from '@yuwen/protocol';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/plugins/auth.plugin.js';
import { auth, call, knownCaptcha, pngBytes, uploadFile } from './accounts-helpers.js';
import { parentPass, runOutPass } from './parent-helpers.js';
import { createTestApp, createUser, FORM, form, login, signUpPupil, type TestApp } from './test-app.js';

describe.each(testEngines())('accounts on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, values: Record<string, string | number> = {}) => call(t.app, 'POST', url, values);
  const get = (url: string, values: Record<string, string | number> = {}) => call(t.app, 'GET', url, values);
  const register = (account: string, password = 'pass-word-1', extra: Record<string, string> = {}) =>
    post('/api/passport/regi', { account, password, product: 44, ...extra });
  const attempt = (account: string, password: string, extra: Record<string, string> = {}) =>
    post('/api/passport/login', { account, password, product: 44, ei: 'dev', ...extra });
  const upload = (a: Account, file?: { name: string; type: string; bytes: Buffer }) =>
    uploadFile(t, '/api/upload', auth(a), file);

  describe('registration', () => {
    it('creates a pupil with an argon2id hash and a hashed token, and logs it in', async () => {
      const answer = await register('new_pupil', 'pass-word-1', { nickname: '小明' });
      expect(answer.code).toBe(CODE.ok);
      const account = loginCall.answer.parse(answer.data);
      expect(account).toMatchObject({ name: 'new_pupil', nickname: '小明', isTokenLogin: false });
      const accounts = new AccountRepository(t.database.db);
      const row = await accounts.findUserByAccount('new_pupil');
      expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row?.role).toBe('pupil');
      expect(await accounts.findLiveSession(account.token, Date.now())).toBeUndefined();
      expect(await accounts.findLiveSession(hashToken(account.token), Date.now())).toBeDefined();
      expect((await get('/api/user/info', auth(account))).code).toBe(CODE.ok);
    });

    it('accepts a mobile number and refuses bad names, short passwords and taken names', async () => {
      expect((await register('13812345678')).code).toBe(CODE.ok);
      expect(await register('ab')).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('4–32') });
      expect((await register('有中文的名字')).code).toBe(CODE.badRequest);
      expect(await register('good_name', 'short')).toMatchObject({ code: CODE.badRequest, msg: '密码至少8位' });
      expect((await register('good_name', 'x'.repeat(65))).code).toBe(CODE.badRequest);
      expect(await register('13812345678')).toEqual({ code: CODE.failed, msg: '该账号已被注册，请换一个', data: null });
    });
  });

  describe('login hardening', () => {
    it('answers an unknown account and a wrong password alike, and asks for the captcha after 3', async () => {
      await createUser(t.database, 'real_one', 'right-password');
      for (const name of ['real_one', 'ghost_one']) {
        const first = await attempt(name, 'bad-password');
        const second = await attempt(name, 'bad-password');
        expect([first, second]).toEqual([
          { code: CODE.failed, msg: MESSAGE.wrongCredentials, data: null },
          { code: CODE.failed, msg: MESSAGE.wrongCredentials, data: null },
        ]);
        // The third failure says that the captcha is needed from now on, for a real or unknown name.
        expect(await attempt(name, 'bad-password')).toEqual({
          code: CODE.captchaRequired,
          msg: `${MESSAGE.wrongCredentials}，${MESSAGE.captchaNeeded}`,
          data: null,
        });
        expect(await attempt(name, 'right-password')).toMatchObject({
          code: CODE.captchaRequired,
          msg: MESSAGE.captchaNeeded,
        });
      }
      const wrongCode = { captcha_id: (await knownCaptcha(t.database)).captcha_id, check_code: 'ZZZZ' };
      expect(await attempt('real_one', 'right-password', wrongCode)).toMatchObject({ msg: MESSAGE.captchaWrong });
      // A captcha is good once, and a success forgets the account's failures.
      const captcha = await knownCaptcha(t.database);
      expect((await attempt('real_one', 'right-password', captcha)).code).toBe(CODE.ok);
      expect((await attempt('real_one', 'right-password', captcha)).code).toBe(CODE.ok);
      expect((await attempt('ghost_one', 'bad-password', captcha)).msg).toBe(MESSAGE.captchaWrong);
    });

    it('asks every login from an address for the captcha after 20 failures from it', async () => {
      await createUser(t.database, 'fresh_one', 'right-password');
      for (let i = 0; i < 20; i++) await attempt(`sprayed_${i}`, 'bad-password');
      expect((await attempt('fresh_one', 'right-password')).msg).toBe(MESSAGE.captchaNeeded);
      expect((await attempt('fresh_one', 'right-password', await knownCaptcha(t.database))).code).toBe(CODE.ok);
    });

    it('serves a real PNG captcha', async () => {
      const answer = await get('/api/passport/captcha');
      const { captcha_id, image } = answer.data as { captcha_id: string; image: string };
      expect(captcha_id).toMatch(/^[a-f0-9]{32}$/);
      expect(image.startsWith('data:image/png;base64,')).toBe(true);
      const meta = await sharp(Buffer.from(image.split(',')[1] ?? '', 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 150, height: 50 });
    });

    it('locks an account at an address after 10 failures there, even with the right password and captcha', async () => {
      await createUser(t.database, 'target_1', 'right-password');
      for (let i = 0; i < 10; i++) {
        const answer = await attempt('target_1', `guess-${i}`, i >= 3 ? await knownCaptcha(t.database) : {});
        expect([CODE.failed, CODE.captchaRequired]).toContain(answer.code);
      }
      const locked = await attempt('target_1', 'right-password', await knownCaptcha(t.database));
      expect(locked).toEqual({ code: CODE.tooManyRequests, msg: MESSAGE.loginLocked, data: null });
      // An unknown name is locked the same way, so the lock tells nothing about existence.
      for (let i = 0; i < 10; i++) await attempt('ghost_2', `guess-${i}`, await knownCaptcha(t.database));
      expect(await attempt('ghost_2', 'x', await knownCaptcha(t.database))).toEqual(locked);
    });

    it('does not lock the owner out from another address, who still answers the captcha', async () => {
      await createUser(t.database, 'target_2', 'right-password');
      for (let i = 0; i < 10; i++)
        await attempt('target_2', `guess-${i}`, i >= 3 ? await knownCaptcha(t.database) : {});
      expect((await attempt('target_2', 'right-password', await knownCaptcha(t.database))).code).toBe(
        CODE.tooManyRequests,
      );
      const fromHome = (extra: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/passport/login',
          remoteAddress: '198.51.100.7',
          headers: FORM,
          payload: form({ account: 'target_2', password: 'right-password', product: 44, ...extra }),
        });
      // The account's failures still ask for the captcha from anywhere…
      expect((await fromHome()).json()).toMatchObject({ code: CODE.captchaRequired, msg: MESSAGE.captchaNeeded });
      // …but the lock is the attacker's address's alone.
      expect((await fromHome(await knownCaptcha(t.database))).json().code).toBe(CODE.ok);
      // The owner's success does not lift the lock where the guessing came from.
      expect((await attempt('target_2', 'right-password', await knownCaptcha(t.database))).code).toBe(
        CODE.tooManyRequests,
      );
    });

    it('ends the first session when the account logs in again on the same product', async () => {
      await createUser(t.database, 'two_devices', 'right-password');
      const first = await login(t.app, 'two_devices', 'right-password');
      const second = await login(t.app, 'two_devices', 'right-password');
      expect((await get('/api/user/info', auth(first))).code).toBe(CODE.invalidSession);
      expect((await get('/api/user/info', auth(second))).code).toBe(CODE.ok);
    });
  });

  describe('visitors', () => {
    it('get a session that reaches user/info but no learner call', async () => {
      const answer = await post('/api/passport/TouristLogin', { product: 44 });
      expect(answer.code).toBe(CODE.ok);
      const visitor = answer.data as Account;
      const info = await get('/api/user/info', auth(visitor));
      expect(userInfoSchema.parse(info.data).role).toBe('visitor');
      const refused = { code: CODE.forbidden, msg: MESSAGE.visitorRefused, data: null };
      expect(await post('/api/user/nickname', { ...auth(visitor), nickname: '游客改名' })).toEqual(refused);
      expect(await post('/api/study/user/learnRecord', { ...auth(visitor), module_id: 821 })).toEqual(refused);
      expect((await upload(visitor, { name: 'a.png', type: 'image/png', bytes: await pngBytes() })).code).toBe(
        CODE.forbidden,
      );
      // A visitor account cannot be logged into with a password.
      expect((await attempt(visitor.name, 'anything-at-all')).code).toBe(CODE.failed);
    });
  });

  describe('own account', () => {
    let me: Account;
    beforeEach(async () => {
      me = await signUpPupil(t, 'me_pupil', 'my-password-1');
    });

    it('refuses bad input on every account call with a Chinese message', async () => {
      const bad: [string, string, Record<string, string | number>][] = [
        ['POST', '/api/user/nickname', {}],
        ['POST', '/api/user/profiles', { grade: '3', school: 'x'.repeat(41), birthday: '' }],
        ['POST', '/api/passport/password', { old_password: 'my-password-1' }],
        ['POST', '/api/passport/cancel', {}],
        ['POST', '/api/passport/resetPassword', { account: 'a b', new_password: 'long-enough-1' }],
        ['GET', '/api/user/avatar', { scale_size: 9999 }],
        ['POST', '/api/user/avatars', { name: '' }],
      ];
      for (const [method, url, values] of bad) {
        const answer = await call(t.app, method as 'GET' | 'POST', url, { ...auth(me), ...values });
        expect(answer.code, url).toBe(CODE.badRequest);
        expect(answer.msg, url).toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it('answers the account fields, never the hash', async () => {
      const info = await get('/api/user/info', auth(me));
      expect(info.code).toBe(CODE.ok);
      expect(userInfoSchema.strict().parse(info.data)).toMatchObject({ id: me.id, name: 'me_pupil', role: 'pupil' });
    });

    it('changes the nickname and suggests friendly ones', async () => {
      expect((await post('/api/user/nickname', { ...auth(me), nickname: '  ' })).code).toBe(CODE.badRequest);
      expect((await post('/api/user/nickname', { ...auth(me), nickname: '字'.repeat(17) })).code).toBe(CODE.badRequest);
      expect(await post('/api/user/nickname', { ...auth(me), nickname: '勇敢的小熊' })).toMatchObject({
        code: CODE.ok,
        data: { nickname: '勇敢的小熊' },
      });
      expect((await get('/api/user/info', auth(me))).data).toMatchObject({ nickname: '勇敢的小熊' });
      const suggestions = (await get('/api/user/nicknames')).data as string[];
      expect(new Set(suggestions).size).toBe(6);
      for (const s of suggestions) expect(s).toMatch(/^[\u4e00-\u9fff]{3,8}$/);
    });

    it('changes grade, school and birthday with checks', async () => {
      const profile = { grade: '3', school: '实验小学', birthday: '2016-05-01' };
      expect((await post('/api/user/profiles', { ...auth(me), ...profile, grade: '7' })).code).toBe(CODE.badRequest);
      expect((await post('/api/user/profiles', { ...auth(me), ...profile, birthday: '2016-02-30' })).code).toBe(
        CODE.badRequest,
      );
      expect((await post('/api/user/profiles', { ...auth(me), ...profile, birthday: '2999-01-01' })).code).toBe(
        CODE.badRequest,
      );
      expect((await post('/api/user/profiles', { ...auth(me), ...profile })).code).toBe(CODE.ok);
      expect((await post('/api/user/profiles', { ...auth(me), grade: '学前', school: '', birthday: '' })).code).toBe(
        CODE.ok,
      );
      expect((await get('/api/user/info', auth(me))).data).toMatchObject({ grade: '学前', school: '', birthday: '' });
    });

    it('changes the password with the old one and ends the other sessions', async () => {
      const otherProduct = await login(t.app, 'me_pupil', 'my-password-1', 45);
      const change = (old_password: string, new_password: string) =>
        post('/api/passport/password', { ...auth(me), old_password, new_password });
      expect(await change('not-my-password', 'new-password-1')).toMatchObject({
        code: CODE.failed,
        msg: '原密码不正确',
      });
      expect((await change('my-password-1', 'short')).code).toBe(CODE.badRequest);
      expect((await change('my-password-1', 'new-password-1')).code).toBe(CODE.ok);
      expect((await get('/api/user/info', auth(me))).code).toBe(CODE.ok);
      expect((await get('/api/user/info', auth(otherProduct))).code).toBe(CODE.invalidSession);
      expect((await attempt('me_pupil', 'my-password-1')).code).toBe(CODE.failed);
      expect((await attempt('me_pupil', 'new-password-1')).code).toBe(CODE.ok);
    });

    it('uploads a head image checked by content, stored as a 256×256 WebP and served scaled', async () => {
      const answer = await upload(me, { name: 'me.png', type: 'image/png', bytes: await pngBytes() });
      expect(answer.code).toBe(CODE.ok);
      const url = answer.data?.head_img ?? '';
      expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
      const full = await t.app.inject({ method: 'GET', url });
      expect(full.headers['content-type']).toBe('image/webp');
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const avatar = await get('/api/user/avatar', { ...auth(me), scale_size: 64 });
      expect(avatar.data).toEqual({ url: `${url}?s=64` });
      const small = await t.app.inject({ method: 'GET', url: `${url}?s=64` });
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
      expect((await get('/api/user/info', auth(me))).data).toMatchObject({ head_img: url });
    });

    it('refuses uploads that are not images, too large, too small, or not multipart', async () => {
      const fake = await upload(me, { name: 'me.png', type: 'image/png', bytes: Buffer.from('<?php echo 1; ?>') });
      expect(fake).toMatchObject({ code: CODE.badRequest, msg: expect.stringContaining('不是可用的图片') });
      const tiny = await upload(me, { name: 'me.png', type: 'image/png', bytes: await pngBytes(4, 4) });
      expect(tiny.msg).toContain('尺寸');
      const huge = await upload(me, {
        name: 'big.png',
        type: 'image/png',
        bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      });
      expect(huge).toMatchObject({ code: CODE.badRequest, msg: '图片不能超过5MB' });
      expect((await upload(me)).msg).toBe('请选择一张图片');
      expect((await post('/api/upload', auth(me))).code).toBe(CODE.badRequest);
      expect((await post('/api/upload', { ...auth(me), token: 'wrong' })).code).toBe(CODE.invalidSession);
    });

    it('offers preset head images and serves them', async () => {
      const presets = (await get('/api/user/avatars')).data as { name: string; url: string }[];
      expect(presets.length).toBeGreaterThanOrEqual(6);
      const bear = presets.find((p) => p.name === 'bear');
      expect(bear?.url).toBe('/avatars/bear.svg');
      const svg = await t.app.inject({ method: 'GET', url: bear?.url ?? '' });
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<svg');
      expect((await post('/api/user/avatars', { ...auth(me), name: 'bear' })).data).toEqual({
        head_img: '/avatars/bear.svg',
      });
      expect((await post('/api/user/avatars', { ...auth(me), name: '../etc' })).code).toBe(CODE.badRequest);
      expect((await t.app.inject({ method: 'GET', url: '/avatars/nope.svg' })).json().code).toBe(CODE.notFound);
    });

    it('deletes an account only with its own parent pass that still holds, whoever the account is', async () => {
      const other = await signUpPupil(t, 'other_pupil', 'other-password-1');
      const runOut = await runOutPass(t, me);
      const refused: Record<string, string>[] = [{}, { pass: await parentPass(t, other) }, { pass: runOut }];
      for (const values of refused) {
        expect(
          await post('/api/passport/cancel', { ...auth(me), password: 'my-password-1', ...values }),
          JSON.stringify(values),
        ).toEqual({ code: CODE.forbidden, msg: PARENT_PASS_REFUSED, data: null });
      }
      expect((await get('/api/user/info', auth(me))).code).toBe(CODE.ok);
      expect((await attempt('me_pupil', 'my-password-1')).code).toBe(CODE.ok);
      // The pages ask every account, teachers too; so does the server.
      await createUser(t.database, 'the_admin', 'admin-password-1', 'admin');
      const admin = await login(t.app, 'the_admin', 'admin-password-1');
      const made = await post('/api/classes/teacher', {
        ...auth(admin),
        account: 'leaving_teacher',
        password: 'teacher-password-1',
        nickname: '李老师',
      });
      expect(made.code).toBe(CODE.ok);
      const teacher = await login(t.app, 'leaving_teacher', 'teacher-password-1');
      const leave = (values: Record<string, string>) =>
        post('/api/passport/cancel', { ...auth(teacher), password: 'teacher-password-1', ...values });
      expect((await leave({})).code).toBe(CODE.forbidden);
      expect((await leave({ pass: await parentPass(t, teacher) })).code).toBe(CODE.ok);
    });

    it('deletes the account with the password; the name can be registered again', async () => {
      await post('/api/study/user/learnRecord', { ...auth(me), module_id: 821 });
      const uploaded = await upload(me, { name: 'me.png', type: 'image/png', bytes: await pngBytes() });
      const pass = await parentPass(t, me);
      expect((await post('/api/passport/cancel', { ...auth(me), password: 'wrong-one-1', pass })).code).toBe(
        CODE.failed,
      );
      expect((await post('/api/passport/cancel', { ...auth(me), password: 'my-password-1', pass })).code).toBe(CODE.ok);
      expect((await get('/api/user/info', auth(me))).code).toBe(CODE.invalidSession);
      expect((await attempt('me_pupil', 'my-password-1')).code).toBe(CODE.failed);
      // Whatever table refers to a user (learning records, membership, cards…) keeps nothing of this one.
      const references = await rowsReferringToUser(t.database, me.id);
      expect(references).toContainEqual({ table: 'learn_records', column: 'user_id', rows: 0 });
      expect(references.filter((r) => r.rows > 0)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: uploaded.data?.head_img ?? '' })).json().code).toBe(
        CODE.notFound,
      );
      expect((await register('me_pupil', 'another-pass-1')).code).toBe(CODE.ok);
    });
  });

  describe('administrator password reset', () => {
    it('is refused to pupils and resets a password for an admin, ending the target sessions', async () => {
      const pupil = await signUpPupil(t, 'forgetful', 'old-password-1');
      await createUser(t.database, 'the_admin', 'admin-password-1', 'admin');
      const admin = await login(t.app, 'the_admin', 'admin-password-1');
      const reset = (by: Account, account: string) =>
        post('/api/passport/resetPassword', { ...auth(by), account, new_password: 'fresh-password-1' });
      expect(await reset(pupil, 'forgetful')).toEqual({ code: CODE.forbidden, msg: MESSAGE.forbidden, data: null });
      expect((await reset(admin, 'nobody_here')).code).toBe(CODE.notFound);
      // The pupil locked themselves out at their own address: the reset lifts that lock too.
      for (let i = 0; i < 10; i++) await attempt('forgetful', `guess-${i}`, await knownCaptcha(t.database));
      expect((await attempt('forgetful', 'old-password-1', await knownCaptcha(t.database))).code).toBe(
        CODE.tooManyRequests,
      );
      expect((await reset(admin, 'forgetful')).code).toBe(CODE.ok);
      expect((await get('/api/user/info', auth(pupil))).code).toBe(CODE.invalidSession);
      expect((await attempt('forgetful', 'fresh-password-1')).code).toBe(CODE.ok);
    });
  });
});
