import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartPlace, markTone } from '../src/modules/hzzy/pinyin-inventory.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { character } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

// 25 level-1 characters (two groups of 20), two level-2 ones and a traditional-only form.
const LEVEL_ONE = '一乙二十丁厂七卜八人入儿九匕几了乃刀力又三干于亏工'.split('');
const READINGS: Record<string, [string, string]> = {
  一: ['["yī"]', 'yi'],
  八: ['["bā"]', 'ba'],
  人: ['["rén"]', 'ren'],
  了: ['["le","liǎo"]', 'le liao'],
  三: ['["sān"]', 'san'],
};

describe('pinyin inventory', () => {
  it('places syllables in the chart as taught', () => {
    expect(chartPlace('xue')).toEqual({ initial: 'x', final: 'üe' });
    expect(chartPlace('zhi')).toEqual({ initial: 'zh', final: '-i' });
    expect(chartPlace('wei')).toEqual({ initial: '', final: 'ui' });
    expect(chartPlace('lv')).toEqual({ initial: 'l', final: 'ü' });
    expect(chartPlace('ju')).toEqual({ initial: 'j', final: 'ü' });
    expect(chartPlace('ng')).toBeUndefined();
    expect(chartPlace('m')).toBeUndefined();
  });

  it('puts the tone mark where pinyin puts it', () => {
    expect(markTone('hao', 3)).toBe('hǎo');
    expect(markTone('liu', 2)).toBe('liú');
    expect(markTone('gui', 4)).toBe('guì');
    expect(markTone('lv', 4)).toBe('lǜ');
    expect(markTone('xue', 2)).toBe('xué');
    expect(markTone('ma', 5)).toBe('ma');
  });
});

describe.each(testEngines())('汉字字源 calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await db
      .insertInto('characters')
      .values([
        ...LEVEL_ONE.map((char, i) =>
          character({
            id: i + 1,
            char,
            readings: READINGS[char]?.[0] ?? '["gàn"]',
            pinyin_plain: READINGS[char]?.[1] ?? 'gan',
            stroke_count: (i % 3) + 1,
            radical: i < 3 ? '一' : '丿',
          }),
        ),
        character({ id: 3600, char: '吕', level: 2, sort: 100, readings: '["lǚ"]', pinyin_plain: 'lv', radical: '口' }),
        character({ id: 3601, char: '叭', level: 2, sort: 101, readings: '["bā"]', pinyin_plain: 'ba', radical: '口' }),
        character({
          id: 10001,
          char: '學',
          level: 0,
          sort: 1,
          readings: '["xué"]',
          pinyin_plain: 'xue',
          radical: '子',
        }),
      ])
      .execute();
    await db
      .insertInto('pronunciations')
      .values([
        { syllable: 'ba', tone: 1, file: 'ba1.mp3' },
        { syllable: 'ma', tone: 1, file: 'ma1.mp3' },
        { syllable: 'ma', tone: 5, file: 'ma5.mp3' },
        { syllable: 'yi', tone: 1, file: 'yi1.mp3' },
        { syllable: 'lv', tone: 3, file: 'lv3.mp3' },
        { syllable: 'bo', tone: 1, file: 'bo1.mp3' },
      ])
      .execute();
    pupil = await signUpPupil(t, 'hzzy_p1', 'pw-hzzy-p1');
    other = await signUpPupil(t, 'hzzy_p2', 'pw-hzzy-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, values: CallValues = {}) => callApi(t, method, url, values);

  it('answers the pinyin inventory with real recordings only, and the gaps', async () => {
    const res = await call('GET', '/api/study/ChineseCharacter/pinyin');
    expect(res.code).toBe(CODE.ok);
    const { initials, simple_finals, tones, chart, recorded, unrecorded } = res.data;
    expect(initials[0]).toEqual({
      label: 'b',
      syllable: 'bo',
      reading: 'bō',
      tones: [{ tone: 1, mark: 'bō', audio: '/audio/pinyin/bo1.mp3', example: '' }],
    });
    // p is read pō, which has no recording here: no address, never a made-up one.
    expect(initials[1].tones[0]).toMatchObject({ mark: 'pō', audio: '' });
    // i is sounded by the syllable yi.
    expect(simple_finals[3]).toMatchObject({ label: 'i', syllable: 'yi', reading: 'yī' });
    expect(simple_finals[3].tones[0]).toEqual({ tone: 1, mark: 'ī', audio: '/audio/pinyin/yi1.mp3', example: '一' });
    expect(tones.map((x: { name: string; tones: { audio: string }[] }) => [x.name, x.tones[0]?.audio])).toEqual([
      ['第一声 阴平', '/audio/pinyin/ma1.mp3'],
      ['第二声 阳平', ''],
      ['第三声 上声', ''],
      ['第四声 去声', ''],
      ['轻声', '/audio/pinyin/ma5.mp3'],
    ]);
    const row = (initial: string) => chart.rows.find((r: { initial: string }) => r.initial === initial);
    expect(row('b').cells).toEqual([
      {
        final: 'a',
        syllable: 'ba',
        tones: [{ tone: 1, mark: 'bā', audio: '/audio/pinyin/ba1.mp3', example: '八' }],
      },
      { final: 'o', syllable: 'bo', tones: [{ tone: 1, mark: 'bō', audio: '/audio/pinyin/bo1.mp3', example: '' }] },
    ]);
    expect(row('l').cells.map((c: { syllable: string; final: string }) => `${c.final}:${c.syllable}`)).toEqual([
      'e:le',
      'iao:liao',
      'ü:lü',
    ]);
    expect(row('').cells[0]).toMatchObject({ final: 'i', syllable: 'yi' });
    expect(recorded).toBe(6);
    // Readings of the catalogue without a recording are reported; the neutral tone ma5 is not a gap.
    expect(unrecorded).toEqual(expect.arrayContaining(['rén', 'sān', 'liǎo', 'le', 'gàn']));
    expect(unrecorded).not.toContain('bā');
  });

  it('answers the radical, syllable and stroke indexes with counts (table characters only)', async () => {
    const res = await call('GET', '/api/study/ChineseCharacter/radical');
    expect(res.code).toBe(CODE.ok);
    // 一 is a character here; 丿 and 口 are not, so their strokes come from the stroke data.
    expect(res.data.radicals).toEqual([
      { radical: '丿', strokes: 1, count: 22, common: 22 },
      { radical: '一', strokes: 1, count: 3, common: 3 },
      { radical: '口', strokes: 3, count: 2, common: 0 },
    ]);
    const b = res.data.syllables.find((s: { letter: string }) => s.letter === 'b');
    expect(b.syllables).toEqual([{ syllable: 'ba', count: 2 }]);
    expect(res.data.stroke_counts).toEqual([
      { stroke_count: 1, count: 9 },
      { stroke_count: 2, count: 8 },
      { stroke_count: 3, count: 8 },
    ]);
    expect(res.data.missing).toEqual({ radical: 0, stroke_count: 2 });
  });

  it('pages characters by radical, syllable or stroke count, level 1 first, with the pupil’s marks', async () => {
    const byRadical = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      radical: '一',
    });
    expect(byRadical.code).toBe(CODE.ok);
    expect(byRadical.data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(byRadical.data.list[0]).toEqual({
      id: 1,
      char: '一',
      readings: ['yī'],
      stroke_count: 1,
      level: 1,
      learned: false,
      favorite: false,
    });
    const byPinyin = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      pinyin: 'ba',
    });
    expect(byPinyin.data.list.map((c: { char: string }) => c.char)).toEqual(['八', '叭']);
    const commonOnly = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      pinyin: 'ba',
      level: 1,
    });
    expect(commonOnly.data).toMatchObject({ total: 1, list: [{ char: '八' }] });
    const badLevel = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      pinyin: 'ba',
      level: 4,
    });
    expect(badLevel).toMatchObject({ code: CODE.badRequest, msg: '字级有误' });
    // Whole syllables only: "liao" does not match "li" or "ao".
    const partial = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      pinyin: 'ao',
    });
    expect(partial.data.total).toBe(0);
    const byStrokes = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      stroke_count: 2,
      page: 2,
      page_size: 5,
    });
    expect(byStrokes.data).toMatchObject({ total: 8, page: 2 });
    expect(byStrokes.data.list).toHaveLength(3);

    const none = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', auth(pupil));
    expect(none).toMatchObject({ code: CODE.badRequest, msg: '请选择一个部首、拼音或笔画数' });
    const two = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      radical: '一',
      pinyin: 'yi',
    });
    expect(two.code).toBe(CODE.badRequest);
    const bad = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      pinyin: 'Bā',
    });
    expect(bad).toMatchObject({ code: CODE.badRequest, msg: '拼音有误' });
    const anonymous = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', { radical: '一' });
    expect(anonymous.code).toBe(CODE.invalidSession);
  });

  it('groups the level-1 characters by 20 with the pupil’s progress', async () => {
    const first = await call('GET', '/api/study/moduleCnCharacter', auth(pupil));
    expect(first.code).toBe(CODE.ok);
    expect(first.data.group).toBe(1);
    expect(first.data.group_size).toBe(20);
    expect(first.data.characters.map((c: { char: string }) => c.char).join('')).toBe(LEVEL_ONE.slice(0, 20).join(''));
    expect(first.data.groups).toEqual([
      { group: 1, preview: '一乙二十', size: 20, learned: 0 },
      { group: 2, preview: '三干于亏', size: 5, learned: 0 },
    ]);
    await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 22, learned: '1' });
    const second = await call('GET', '/api/study/moduleCnCharacter', { ...auth(pupil), group: 2 });
    expect(second.data.characters.map((c: { char: string }) => c.char).join('')).toBe('三干于亏工');
    expect(second.data.characters[1]).toMatchObject({ char: '干', learned: true, favorite: false });
    expect(second.data.groups[1].learned).toBe(1);
    const missing = await call('GET', '/api/study/moduleCnCharacter', { ...auth(pupil), group: 3 });
    expect(missing).toMatchObject({ code: CODE.notFound, msg: '没有这一组汉字' });
    expect((await call('GET', '/api/study/moduleCnCharacter', { ...auth(pupil), group: 0 })).code).toBe(
      CODE.badRequest,
    );
  });

  it('keeps learned and favourite marks per pupil, each set on its own', async () => {
    const learned = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 9, learned: '1' });
    expect(learned).toMatchObject({ code: CODE.ok, data: { char_id: 9, learned: true, favorite: false } });
    const favourite = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 9, favorite: '1' });
    expect(favourite.data).toEqual({ char_id: 9, learned: true, favorite: true });
    const unlearned = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 9, learned: '0' });
    expect(unlearned.data).toEqual({ char_id: 9, learned: false, favorite: true });
    await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 1, learned: '1' });

    const mine = await call('GET', '/api/study/user/character', { ...auth(pupil), mark: 'favorite' });
    expect(mine.data).toMatchObject({ total: 1, learned_total: 1, favorite_total: 1 });
    expect(mine.data.list[0]).toMatchObject({ char: '八', favorite: true, learned: false });
    const learnedList = await call('GET', '/api/study/user/character', { ...auth(pupil), mark: 'learned' });
    expect(learnedList.data.list.map((c: { char: string }) => c.char)).toEqual(['一']);

    // Another pupil sees none of it, and their marks do not touch the first pupil's.
    const theirs = await call('GET', '/api/study/user/character', { ...auth(other), mark: 'favorite' });
    expect(theirs.data).toMatchObject({ total: 0, list: [], learned_total: 0, favorite_total: 0 });
    const tile = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(other),
      radical: '一',
    });
    expect(tile.data.list[0]).toMatchObject({ char: '一', learned: false });
    await call('POST', '/api/study/user/character', { ...auth(other), char_id: 1, favorite: '1' });
    const again = await call('GET', '/api/study/ChineseCharacter/CharacterRadicalRel', {
      ...auth(pupil),
      radical: '一',
    });
    expect(again.data.list[0]).toMatchObject({ char: '一', learned: true, favorite: false });
  });

  it('refuses bad marks, unknown characters and missing sessions', async () => {
    const nothing = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 1 });
    expect(nothing).toMatchObject({ code: CODE.badRequest, msg: '请指明要标记的内容' });
    const badFlag = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 1, learned: 'yes' });
    expect(badFlag).toMatchObject({ code: CODE.badRequest, msg: '标记有误' });
    const unknown = await call('POST', '/api/study/user/character', { ...auth(pupil), char_id: 999, learned: '1' });
    expect(unknown).toMatchObject({ code: CODE.notFound, msg: '汉字不存在' });
    const anonymous = await call('POST', '/api/study/user/character', { char_id: 1, learned: '1' });
    expect(anonymous.code).toBe(CODE.invalidSession);
    const badMark = await call('GET', '/api/study/user/character', { ...auth(pupil), mark: 'all' });
    expect(badMark.code).toBe(CODE.badRequest);
  });
});
