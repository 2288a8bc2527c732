import { testEngines } from '@yuwen/db/testing';
import { CODE, PINYIN_TEXT_MAX_CHARS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { annotateText } from '../src/modules/hzzy/text-pinyin.js';
import { createTestApp, envelope, form, type TestApp } from './test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { code: number; msg: string; data: any };

describe('annotateText', () => {
  const recordings = new Map([
    ['xing2', 'xing2.mp3'],
    ['hang2', 'hang2.mp3'],
  ]);

  it('reads 多音字 in context and links only real recordings', async () => {
    const chars = await annotateText('去银行，行不行？', recordings);
    expect(chars.map((c) => c.char).join('')).toBe('去银行，行不行？');
    expect(chars.map((c) => c.pinyin)).toEqual(['qù', 'yín', 'háng', '', 'xíng', 'bù', 'xíng', '']);
    expect(chars[2]?.audio).toBe('/audio/pinyin/hang2.mp3');
    expect(chars[4]?.audio).toBe('/audio/pinyin/xing2.mp3');
    // No recording of qu4 in this set: no address, never a made-up one.
    expect(chars[0]?.audio).toBe('');
  });

  it('keeps the characters’ own tones (no 一/不 sandhi) and leaves letters unannotated', async () => {
    const chars = await annotateText('一下ab', new Map());
    expect(chars.map((c) => [c.char, c.pinyin])).toEqual([
      ['一', 'yī'],
      ['下', 'xià'],
      ['a', ''],
      ['b', ''],
    ]);
  });
});

describe.each(testEngines())('pinyin/text on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
    await t.database.db.insertInto('pronunciations').values({ syllable: 'xue', tone: 2, file: 'xue2.mp3' }).execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const annotate = async (text: string) =>
    envelope(
      await t.app.inject({ method: 'GET', url: `/api/study/ChineseCharacter/pinyin/text?${form({ text })}` }),
    ) as Answer;

  it('answers the pinyin of a typed text with the recordings that exist', async () => {
    const answer = await annotate('学习');
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data).toEqual([
      { char: '学', pinyin: 'xué', audio: '/audio/pinyin/xue2.mp3' },
      { char: '习', pinyin: 'xí', audio: '' },
    ]);
  });

  it('refuses empty and over-long texts with a clear message', async () => {
    const empty = await annotate('   ');
    expect(empty.code).toBe(CODE.badRequest);
    expect(empty.msg).toBe('请输入要注音的文字');
    const long = await annotate('学'.repeat(PINYIN_TEXT_MAX_CHARS + 1));
    expect(long.code).toBe(CODE.badRequest);
    expect(long.msg).toBe(`一次最多注音${PINYIN_TEXT_MAX_CHARS}个字`);
  });
});
