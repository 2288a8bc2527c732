import { describe, expect, it } from 'vitest';
import {
  APP_VERSION_CODE,
  BODY_HEADER_CUTOFF,
  CHINESE_CHAR_PATTERN,
  CODE,
  characterCall,
  DESKTOP_ASPECT_MAX,
  DESKTOP_ASPECT_MIN,
  DESKTOP_ROOT_FONT_DIVISOR,
  DOUBLE_CLICK_LOOKUP_DELAY_MS,
  fail,
  formFlag,
  HIDDEN_VIDEO_ID,
  isOk,
  LONG_PRESS_LOOKUP_MS,
  learnRecordCall,
  loginCall,
  MESSAGE,
  MODULE_IDS,
  moduleTreeCall,
  ok,
  PRODUCT,
  REQUEST_TIMEOUT_MS,
  SESSION_REFRESH_THRESHOLD_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_TRANSITION_MS,
  TOKEN_LIFETIME_MS,
  userParams,
  WRITING_LINE_WIDTH,
  WRITING_LINE_WIDTH_DESKTOP,
} from '../src/index.js';

describe('constants of spec §9', () => {
  it('match the specification', () => {
    expect([REQUEST_TIMEOUT_MS, SESSION_REFRESH_THRESHOLD_MS, BODY_HEADER_CUTOFF]).toEqual([7000, 7_000_000, 200]);
    expect([LONG_PRESS_LOOKUP_MS, DOUBLE_CLICK_LOOKUP_DELAY_MS]).toEqual([750, 50]);
    expect([TOAST_DEFAULT_DURATION_MS, TOAST_TRANSITION_MS]).toEqual([2000, 300]);
    expect([WRITING_LINE_WIDTH, WRITING_LINE_WIDTH_DESKTOP]).toEqual([5, 8]);
    expect([DESKTOP_ASPECT_MIN, DESKTOP_ASPECT_MAX, DESKTOP_ROOT_FONT_DIVISOR]).toEqual([1.2, 2, 10.8]);
    expect([APP_VERSION_CODE, HIDDEN_VIDEO_ID]).toEqual([184, 42878]);
    expect(Object.values(PRODUCT).sort((a, b) => a - b)).toEqual([44, 45, 46, 63, 96, 99]);
    expect(MODULE_IDS).toEqual({
      zjkt: 8,
      bpcy: 158,
      bpzw: 156,
      kszx: 1395,
      hzzy_pyxx: 821,
      hzzy_hzcs: 822,
      hzzy_jbzy: 823,
      hzzy_bphz: 824,
      hzzy_hzxl: 1,
      hzzy_zyzd: 825,
      bpyd_library: 1588,
    });
  });

  it('keeps the token alive a little past the client refresh threshold', () => {
    expect(TOKEN_LIFETIME_MS).toBeGreaterThan(SESSION_REFRESH_THRESHOLD_MS);
    expect(TOKEN_LIFETIME_MS - SESSION_REFRESH_THRESHOLD_MS).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});

describe('envelope and codes', () => {
  it('builds success and error envelopes', () => {
    expect(ok({ a: 1 })).toEqual({ code: 1, msg: '操作成功', data: { a: 1 } });
    expect(fail(CODE.invalidSession, MESSAGE.invalidSession)).toEqual({
      code: -1,
      msg: '登录已失效，请重新登录',
      data: null,
    });
    expect(isOk(ok(null))).toBe(true);
    expect(isOk(fail(CODE.timeout, MESSAGE.timeout))).toBe(false);
    expect(CODE.timeout).toBe(99);
    expect(MESSAGE.notChinese).toBe('您查询的不是汉字');
  });
});

describe('call schemas', () => {
  it('read form text into numbers and flags', () => {
    expect(formFlag.parse('1')).toBe(true);
    expect(formFlag.parse('0')).toBe(false);
    expect(formFlag.parse(undefined)).toBe(false);
    expect(moduleTreeCall.params.parse({ deep: '1', id: '821', multi_status_code: '0' })).toMatchObject({
      deep: true,
      id: 821,
    });
    expect(userParams.parse({ uid: '7', product: '44', token: 't' })).toEqual({ uid: 7, product: 44, token: 't' });
    expect(learnRecordCall.params.parse({ module_id: '821' })).toEqual({ module_id: 821 });
    expect(learnRecordCall.user).toBe(true);
  });

  it('refuse what is malformed, with our Chinese messages where we wrote them', () => {
    const login = loginCall.params.safeParse({ password: 'x', product: '44' });
    expect(login.success).toBe(false);
    expect(login.error?.issues[0]?.message).toBe('请输入账号');
    expect(moduleTreeCall.params.safeParse({ id: 'abc' }).success).toBe(false);
    expect(characterCall.params.safeParse({ columns: 'dict' }).success).toBe(false);
    expect(characterCall.params.parse({ id: '12' }).id).toBe(12);
  });

  it('recognise Chinese characters for lookup', () => {
    expect(CHINESE_CHAR_PATTERN.test('汉')).toBe(true);
    expect(CHINESE_CHAR_PATTERN.test('a')).toBe(false);
    expect(CHINESE_CHAR_PATTERN.test('，')).toBe(false);
  });
});
