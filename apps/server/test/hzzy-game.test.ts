import type { NewCharacter } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, GAME_PAIRS } from '@yuwen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from './accounts-helpers.js';
import { createTestApp, createUser, envelope, FORM, form, login, type TestApp } from './test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Answer = { code: number; msg: string; data: any };

const character = (id: number, char: string, radical: string, level = 1): NewCharacter => ({
  id,
  char,
  level,
  sort: id,
  simplified: '',
  traditional: '',
  readings: '["a"]',
  pinyin_plain: '',
  stroke_count: 0,
  has_strokes: 1,
  radical,
  structure: '',
  formation: '',
  basic_paraphrase: '',
});

// Four components with two or more common builds each (the stroke data pairs them), and 蜻 (level 2).
const ROWS: NewCharacter[] = [
  ['青', '青'],
  ['清', '氵'],
  ['晴', '日'],
  ['睛', '目'],
  ['包', '勹'],
  ['抱', '扌'],
  ['饱', '饣'],
  ['也', '乙'],
  ['他', '亻'],
  ['地', '土'],
  ['池', '氵'],
  ['马', '马'],
  ['妈', '女'],
  ['吗', '口'],
].map(([char, radical], i) => character(i + 1, char as string, radical as string));
ROWS.push(character(3600, '蜻', '虫', 2));

const SVG = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="${d}"/></svg>`;
const SCRIPTS: Record<string, string> = { oracle: '甲骨文', bronze: '金文', seal: '小篆' };

describe.each(testEngines())('汉字配对 game calls on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    await db.insertInto('characters').values(ROWS).execute();
    // Ancient forms for the first seven level-1 characters and for 蜻 (level 2, never drawn).
    await db
      .insertInto('character_origins')
      .values([
        ...[1, 2, 3, 4, 5, 6, 7].map((id) => ({ char_id: id, kind: 'seal', svg: SVG(`M${id} 5h1`) })),
        { char_id: 1, kind: 'oracle', svg: SVG('M1 1h8') },
        { char_id: 3600, kind: 'seal', svg: SVG('M2 2h2') },
      ])
      .execute();
    await createUser(t.database, 'game_p1', 'pw-game-p1');
    pupil = await login(t.app, 'game_p1', 'pw-game-p1');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    values: Record<string, string | number> = {},
  ): Promise<Answer> => {
    const all = { ...auth(pupil), ...values };
    return envelope(
      method === 'POST'
        ? await t.app.inject({ method, url, headers: FORM, payload: form(all) })
        : await t.app.inject({ method, url: `${url}?${form(all)}` }),
    ) as Answer;
  };

  it('draws 古文字配对 pairs of level-1 characters with one of their own forms, the script named', async () => {
    const res = await call('GET', '/api/study/totalPoints/pairs', { mode: 'ancient' });
    expect(res.code).toBe(CODE.ok);
    expect(res.data.mode).toBe('ancient');
    expect(res.data.build).toEqual([]);
    const pairs: { id: number; char: string; picture: string; script: string }[] = res.data.ancient;
    expect(pairs).toHaveLength(GAME_PAIRS);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(GAME_PAIRS);
    for (const pair of pairs) {
      expect(pair.id).toBeLessThanOrEqual(7);
      expect(pair.char).toBe(ROWS[pair.id - 1]?.char);
      const [, id, kind] = /^\/char-origin\/(\d+)-(\w+)\.svg$/.exec(pair.picture) ?? [];
      expect(Number(id)).toBe(pair.id);
      expect(pair.script).toBe(SCRIPTS[kind as string]);
      // The picture is served, and it is that one form alone.
      const svg = await t.app.inject({ method: 'GET', url: pair.picture });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain(kind === 'oracle' ? 'M1 1h8' : `M${pair.id} 5h1`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/char-origin/2-oracle.svg' })).statusCode).toBe(404);
  });

  it('draws 组字 pairs only from real component pairs of common characters', async () => {
    const res = await call('GET', '/api/study/totalPoints/pairs', { mode: 'build' });
    expect(res.code).toBe(CODE.ok);
    expect(res.data.ancient).toEqual([]);
    const pairs: { id: number; char: string; component: string; radical: string }[] = res.data.build;
    expect(pairs).toHaveLength(GAME_PAIRS);
    const real = new Map([
      ['清', '青氵'],
      ['晴', '青日'],
      ['睛', '青目'],
      ['抱', '包扌'],
      ['饱', '包饣'],
      ['他', '也亻'],
      ['地', '也土'],
      ['池', '也氵'],
      ['妈', '马女'],
      ['吗', '马口'],
    ]);
    for (const pair of pairs) expect(real.get(pair.char)).toBe(pair.component + pair.radical);
    expect(new Set(pairs.map((p) => p.char)).size).toBe(GAME_PAIRS);
  });

  it('refuses an unknown mode and a caller who is not signed in', async () => {
    const bad = await call('GET', '/api/study/totalPoints/pairs', { mode: 'pinyin' });
    expect(bad.code).toBe(CODE.badRequest);
    expect(bad.msg).toBe('游戏模式有误');
    const anonymous = envelope(await t.app.inject({ method: 'GET', url: '/api/study/totalPoints/pairs?mode=build' }));
    expect(anonymous.code).not.toBe(CODE.ok);
  });

  it('scores every mode by the same rule and checks the mode', async () => {
    const ancient = await call('POST', '/api/study/totalPoints', { mode: 'ancient', matched: 6, seconds_left: 25 });
    expect(ancient.data).toEqual({ points: 85, total_points: 85, best_round: 85, rounds: 1 });
    const build = await call('POST', '/api/study/totalPoints', { mode: 'build', matched: 4, seconds_left: 0 });
    expect(build.data).toEqual({ points: 40, total_points: 125, best_round: 85, rounds: 2 });
    const pinyin = await call('POST', '/api/study/totalPoints', { matched: 1, seconds_left: 0 });
    expect(pinyin.data).toMatchObject({ points: 10, total_points: 135 });
    const unknown = await call('POST', '/api/study/totalPoints', { mode: 'poem', matched: 6, seconds_left: 0 });
    expect(unknown.code).toBe(CODE.badRequest);
    const cheat = await call('POST', '/api/study/totalPoints', { mode: 'build', matched: 5, seconds_left: 10 });
    expect(cheat.code).toBe(CODE.badRequest);
  });
});

describe.each(testEngines())('汉字配对 game with too little data on %s', (engine) => {
  it('says so instead of dealing a short round', async () => {
    const t = await createTestApp(engine);
    try {
      await t.database.db.insertInto('characters').values(ROWS.slice(0, 4)).execute();
      await createUser(t.database, 'game_p2', 'pw-game-p2');
      const who = await login(t.app, 'game_p2', 'pw-game-p2');
      for (const [mode, msg] of [
        ['ancient', '有古文字图片的常用字不够一局'],
        ['build', '能组字的常用字不够一局'],
      ]) {
        const url = `/api/study/totalPoints/pairs?${form({ ...auth(who), mode: mode as string })}`;
        const res = envelope(await t.app.inject({ method: 'GET', url }));
        expect(res).toMatchObject({ code: CODE.notFound, msg });
      }
    } finally {
      await t.close();
    }
  });
});
