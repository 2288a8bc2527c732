import type { NewCharacter } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { CODE } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LooseAnswer } from './accounts-helpers.js';
import { character } from './catalogue-fixture.js';
import { createTestApp, envelope, type TestApp } from './test-app.js';

const characterRow = (id: number, char: string, radical: string, readings: string[], level = 1): NewCharacter =>
  character({
    id,
    char,
    level,
    readings: JSON.stringify(readings),
    stroke_count: char === '晴' ? 12 : 0,
    radical,
    structure: char === '晴' ? '左右结构' : '',
    formation: char === '晴' ? '形声' : '',
    basic_paraphrase: char === '清' ? 'qīng\n1. 水或别的液体纯净，没有杂质。' : '',
  });

const ROWS: NewCharacter[] = [
  characterRow(1, '青', '青', ['qīng']),
  characterRow(2, '清', '氵', ['qīng']),
  characterRow(3, '晴', '日', ['qíng']),
  characterRow(4, '睛', '目', ['jīng']),
  characterRow(5, '请', '讠', ['qǐng']),
  characterRow(6, '情', '忄', ['qíng']),
  characterRow(7, '包', '勹', ['bāo']),
  characterRow(8, '抱', '扌', ['bào']),
  characterRow(9, '饱', '饣', ['bǎo']),
  characterRow(10, '人', '人', ['rén']),
  characterRow(3600, '蜻', '虫', ['qīng'], 2),
];

describe.each(testEngines())('组字 calls on %s', (engine) => {
  let t: TestApp;
  const get = async (url: string): Promise<LooseAnswer> => envelope(await t.app.inject({ method: 'GET', url }));

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db.insertInto('characters').values(ROWS).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the components that build at least three common characters', async () => {
    const answer = await get('/api/study/ChineseCharacter/component');
    expect(answer.code).toBe(CODE.ok);
    // 包 builds only 抱 and 饱 here: too few to offer.
    expect(answer.data.components).toEqual([{ component: '青', reading: 'qīng', common: 5 }]);
  });

  it('builds 清晴睛请情 (and the level-2 蜻) from 青, with readings, meaning and the sound check', async () => {
    const answer = await get(`/api/study/ChineseCharacter/component/builds?component=${encodeURIComponent('青')}`);
    expect(answer.code).toBe(CODE.ok);
    expect(answer.data.reading).toBe('qīng');
    const builds = answer.data.builds as { char: string; radical: string; sounds_alike: boolean }[];
    expect(builds.map((b) => `${b.radical}${b.char}`)).toEqual(['氵清', '日晴', '目睛', '讠请', '忄情', '虫蜻']);
    expect(builds.find((b) => b.char === '睛')?.sounds_alike).toBe(false);
    expect(builds.find((b) => b.char === '清')).toMatchObject({
      id: 2,
      readings: ['qīng'],
      level: 1,
      sounds_alike: true,
      basic_paraphrase: expect.stringContaining('纯净'),
    });
  });

  it('answers 404 for a component that builds nothing and 400 for a non-character', async () => {
    const none = await get(`/api/study/ChineseCharacter/component/builds?component=${encodeURIComponent('人')}`);
    expect(none.code).toBe(CODE.notFound);
    expect(none.msg).toContain('人');
    const bad = await get('/api/study/ChineseCharacter/component/builds?component=ab');
    expect(bad.code).toBe(CODE.badRequest);
    expect(bad.msg).toContain('部件有误');
  });

  it('splits one character into radical and component, with its relatives', async () => {
    const qing = await get(`/api/study/ChineseCharacter/component/parts?char=${encodeURIComponent('晴')}`);
    expect(qing.data).toEqual({
      char: '晴',
      radical: '日',
      structure: '左右结构',
      formation: '形声',
      stroke_count: 12,
      component: '青',
      component_reading: 'qīng',
      sounds_alike: true,
      relatives: ['清', '睛', '请', '情', '蜻'],
    });
    const whole = await get(`/api/study/ChineseCharacter/component/parts?char=${encodeURIComponent('人')}`);
    expect(whole.data).toMatchObject({ radical: '人', component: '', relatives: [] });
    const missing = await get(`/api/study/ChineseCharacter/component/parts?char=${encodeURIComponent('龘')}`);
    expect(missing.code).toBe(CODE.notFound);
  });
});
