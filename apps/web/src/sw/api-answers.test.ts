import { CODE } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_CODE,
  isKeptAnswer,
  isKeptRead,
  isWrite,
  keptAnswerKey,
  OFFLINE_MESSAGE,
  offlineAnswer,
} from './api-answers';

const at = (address: string) => new URL(address, 'https://yuwen.example');

describe('which calls the worker keeps', () => {
  it('keeps reads under /api, never writes, documents or files outside /api', () => {
    expect(isKeptRead('GET', at('/api/study/resource/content?lesson_id=3'))).toBe(true);
    expect(isKeptRead('POST', at('/api/study/textbook/exercise'))).toBe(false);
    expect(isKeptRead('GET', at('/api/docs/openapi.json'))).toBe(false);
    expect(isKeptRead('GET', at('/api/health'))).toBe(false);
    expect(isKeptRead('GET', at('/hanzi-data/%E5%AD%A6.json'))).toBe(false);
    expect(isKeptRead('GET', at('/index'))).toBe(false);
  });

  it('treats every POST, PUT and DELETE under /api as a write, and nothing else', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect(isWrite(method, at('/api/upload')), method).toBe(true);
    expect(isWrite('GET', at('/api/user/info'))).toBe(false);
    expect(isWrite('HEAD', at('/api/study/resource/poemAudio/1.mp3'))).toBe(false);
    expect(isWrite('POST', at('/login'))).toBe(false);
  });
});

describe('the key of a kept answer', () => {
  it('holds the uid but not the token or the common parameters, in a fixed order', () => {
    const key = keptAnswerKey(
      at(
        '/api/study/resource/content?module_id=2007&lesson_id=3&multi_status_code=0&version=v2&uid=7&product=44&token=secret',
      ),
    );
    expect(key).toBe(
      'https://yuwen.example/__kept/api/study/resource/content?lesson_id=3&module_id=2007&product=44&uid=7',
    );
    expect(key).not.toContain('secret');
    // A new login (another token) finds the same answer; the parameters' order does not matter.
    expect(
      keptAnswerKey(at('/api/study/resource/content?uid=7&token=other&lesson_id=3&product=44&module_id=2007')),
    ).toBe(key);
  });

  it('differs between pupils and between parameters', () => {
    const of = (query: string) => keptAnswerKey(at(`/api/study/textbook/volume?${query}`));
    expect(of('id=1&uid=7')).not.toBe(of('id=1&uid=8'));
    expect(of('id=1&uid=7')).not.toBe(of('id=2&uid=7'));
    expect(keptAnswerKey(at('/api/module/tree'))).toBe('https://yuwen.example/__kept/api/module/tree');
  });
});

describe('what is kept and what offline callers get', () => {
  it('keeps only JSON envelopes with code 1', () => {
    expect(isKeptAnswer('application/json; charset=utf-8', { code: 1, msg: '', data: {} })).toBe(true);
    expect(isKeptAnswer('application/json', { code: -1, msg: '登录已失效', data: null })).toBe(false);
    expect(isKeptAnswer('application/json', { code: 0, msg: '操作失败', data: null })).toBe(false);
    expect(isKeptAnswer('text/html', { code: 1 })).toBe(false);
    expect(isKeptAnswer(null, { code: 1 })).toBe(false);
    expect(isKeptAnswer('application/json', null)).toBe(false);
  });

  it('answers an offline call with a failure envelope in plain Chinese, never stored', async () => {
    const answer = offlineAnswer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ code: CODE.failed, msg: OFFLINE_MESSAGE, data: null });
    expect(OFFLINE_MESSAGE).toBe('网络未连接，联网后再试');
  });

  it('uses the protocol’s envelope codes', () => {
    expect(ENVELOPE_CODE).toEqual({ ok: CODE.ok, failed: CODE.failed });
  });
});
