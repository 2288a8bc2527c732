import { JdmzRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, IDIOM_QUIZ_SIZE, JDMZ_MODULE_ID } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { LOOP, RARE, seedJdmz } from './jdmz-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const follower = (char: string, used: readonly string[]) =>
  LOOP.map(([idiom]) => idiom).find((idiom) => idiom.startsWith(char) && !used.includes(idiom));

describe.each(testEngines())('成语典故 (jdmz) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedJdmz(t.database);
    pupil = await signUpPupil(t, 'jd_p1', 'pw-jd-p1');
    other = await signUpPupil(t, 'jd_p2', 'pw-jd-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const chainOf = (round: { chain: { idiom: string }[] }) => round.chain.map((link) => link.idiom);

  it('lists the categories with their kind, and pages a category through resourceCategoryContent', async () => {
    const home = await call('GET', '/api/study/jdmz/home', pupil);
    expect(home.code).toBe(CODE.ok);
    const names = home.data.categories.map((c: { name: string; kind: string }) => `${c.name}:${c.kind}`);
    expect(names).toEqual([
      '寓言与成语故事:stories',
      '主题成语:group',
      '数字成语:idioms',
      '歇后语:group',
      '家里东西歇后语:xiehouyu',
      '成语视频:video',
    ]);
    expect(home.data.chain).toEqual({ rounds: 0, best: 0, last: null });
    const numbers = home.data.categories[2];
    const page = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: 2012,
      resource_category_id: numbers.id,
      page: 2,
      page_size: 2,
    });
    expect(page.code).toBe(CODE.ok);
    expect(page.data.total).toBe(numbers.count);
    expect(page.data.list.map((e: { title: string }) => e.title)).toEqual(['十全十美', '上下一心']);
    expect(page.data.breadcrumbs.map((c: { name: string }) => c.name)).toEqual(['成语典故', '主题成语', '数字成语']);
    const missing = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: 2012,
      resource_category_id: 999999,
    });
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, '没有找到这个分类']);
  });

  it('answers the resourceCategory tree of module 2012 with need_deep', async () => {
    const tree = await call('GET', '/api/study/module/resourceCategory', pupil, { module_id: 2012, need_deep: 1 });
    expect(tree.code).toBe(CODE.ok);
    expect(tree.data.map((c: { name: string }) => c.name)).toEqual([
      '寓言与成语故事',
      '主题成语',
      '歇后语',
      '成语视频',
    ]);
  });

  it('shows a story with its 出处 and passage, and an idiom without one from the dictionary', async () => {
    const byText = await call('GET', '/api/study/jdmz/idiom', pupil, { text: '守株待兔' });
    expect(byText.code).toBe(CODE.ok);
    const story = await call('GET', '/api/study/resource/content', pupil, { module_id: 2012, id: byText.data.id });
    expect(story.data).toMatchObject({
      idiom: '守株待兔',
      meaning: '比喻不想努力，只盼着好运气自己送上门。',
      origin: '战国·韩非《韩非子·五蠹》',
      original: '宋人有耕田者。',
      source: { work: '韩非子', chapter: '五蠹' },
      grade: 3,
    });
    const plain = await call('GET', '/api/study/jdmz/idiom', pupil, { text: '一心一意' });
    expect(plain.data).toMatchObject({
      meaning: '一心一意的意思，说给大家听。',
      origin: '《三国志》',
      example: '一心一意的例句。',
      story: '',
      source: null,
    });
    for (const [values, msg] of [
      [{ text: '不是成语呀' }, '成语词典里没有这个成语'],
      [{ id: 999999 }, '成语词典里没有这个成语'],
      [{}, '请告诉我要看哪个成语'],
      [{ text: '字'.repeat(10_000) }, '成语最多12个字，请再看看'],
    ] as const) {
      const answer = await call('GET', '/api/study/jdmz/idiom', pupil, values);
      expect(answer.msg).toBe(msg);
      expect(answer.code).not.toBe(CODE.ok);
    }
  });

  it('plays 成语接龙: refuses what does not fit without losing the round, answers, hints and ends with points', async () => {
    // An opener early in the loop, so 墨墨 still has idioms to answer with two turns later.
    const early = LOOP.slice(0, 12).map(([idiom]) => idiom);
    let start = await call('POST', '/api/study/jdmz/chain', pupil, { mode: 'char' });
    for (let i = 0; i < 100 && !early.includes(start.data.chain[0].idiom); i++)
      start = await call('POST', '/api/study/jdmz/chain', pupil, { mode: 'char' });
    expect(start.code).toBe(CODE.ok);
    const round = start.data;
    expect(round.chain).toHaveLength(1);
    expect(round.chain[0].by).toBe('computer');
    const id = round.id;
    const opener = round.chain[0].idiom as string;
    expect(round.next.char).toBe(opener.at(-1));

    const refusals: [string, string][] = [
      ['', '请输入一个成语'],
      ['字'.repeat(10_000), '成语最多12个字，请再看看'],
      ['abc', '请用汉字写成语'],
      ['好好学习', '“好好学习”不在成语词典里，再想想'],
      [opener, `「${opener}」这一局已经用过了，换一个吧`],
      [
        // Not the opener: that one is refused as already used.
        LOOP.map(([idiom]) => idiom).find((idiom) => idiom !== opener && !idiom.startsWith(round.next.char)) ?? '',
        `要用“${round.next.char}”开头的成语哦`,
      ],
    ];
    for (const [idiom, msg] of refusals) {
      const answer = await call('POST', '/api/study/jdmz/chain/move', pupil, { id, idiom });
      expect([answer.code, answer.msg], idiom.slice(0, 8)).toEqual([CODE.badRequest, msg]);
    }

    const hint = await call('POST', '/api/study/jdmz/chain/hint', pupil, { id });
    expect(hint.data.hint).toMatch(/○/);
    expect(hint.data.hint.startsWith(round.next.char)).toBe(true);

    const mine = follower(round.next.char, chainOf(round)) ?? '';
    const moved = await call('POST', '/api/study/jdmz/chain/move', pupil, { id, idiom: ` ${mine} ` });
    expect(moved.code).toBe(CODE.ok);
    expect(chainOf(moved.data).slice(0, 2)).toEqual([opener, mine]);
    expect(moved.data.chain[1]).toMatchObject({ by: 'pupil', points: 5 });
    const reply = moved.data.chain[2];
    expect(reply.by).toBe('computer');
    expect(reply.idiom.startsWith(mine.at(-1))).toBe(true);
    expect(moved.data.hint).toBe('');

    const second = follower(moved.data.next.char, chainOf(moved.data)) ?? '';
    const again = await call('POST', '/api/study/jdmz/chain/move', pupil, { id, idiom: second });
    expect(again.data.chain[3]).toMatchObject({ idiom: second, by: 'pupil', points: 10 });

    const ended = await call('POST', '/api/study/jdmz/chain/end', pupil, { id });
    expect(ended.data).toMatchObject({ status: 'ended', points: 15 });
    const late = await call('POST', '/api/study/jdmz/chain/move', pupil, { id, idiom: mine });
    expect([late.code, late.msg]).toEqual([CODE.badRequest, '这一局已经结束了，再开一局吧']);
    const home = await call('GET', '/api/study/jdmz/home', pupil);
    expect(home.data.chain).toEqual({ rounds: 1, best: 15, last: 15 });
  });

  it('takes a rare idiom of the dictionary, and the same syllable in syllable mode', async () => {
    // Start until the computer opens on 一心一意 (ends in 意 yì): 亦步亦趋 fits by syllable only.
    let round: { id: number; chain: { idiom: string }[]; next: { char: string; syllable: string } } | undefined;
    for (let i = 0; i < 200 && round?.next.char !== '意'; i++)
      round = (await call('POST', '/api/study/jdmz/chain', pupil, { mode: 'syllable' })).data;
    expect(round?.next).toEqual({ char: '意', syllable: 'yi' });
    const id = round?.id ?? 0;
    const bySound = await call('POST', '/api/study/jdmz/chain/move', pupil, { id, idiom: RARE[0]?.[0] ?? '' });
    expect(bySound.code).toBe(CODE.ok);
    expect(bySound.data.chain[1]).toMatchObject({ idiom: '亦步亦趋', by: 'pupil', points: 10 });
  });

  it('keeps every round to its pupil', async () => {
    const mine = (await call('POST', '/api/study/jdmz/chain', pupil)).data;
    for (const url of ['/api/study/jdmz/chain/move', '/api/study/jdmz/chain/hint', '/api/study/jdmz/chain/end']) {
      const answer = await call('POST', url, other, { id: mine.id, idiom: '一心一意' });
      expect([answer.code, answer.msg], url).toEqual([CODE.notFound, '没有找到这一局接龙，重新开一局吧']);
    }
    const quiz = (await call('POST', '/api/study/jdmz/quiz', pupil, { seed: 7 })).data;
    const theirs = await call('POST', '/api/study/jdmz/quiz/submit', other, { id: quiz.id, answers: '[0]' });
    expect(theirs.code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/jdmz/home', other)).data.chain.rounds).toBe(0);
  });

  it('builds the quiz from a seed, keeps its answers, and marks it once', async () => {
    const first = await call('POST', '/api/study/jdmz/quiz', pupil, { seed: 42 });
    const same = await call('POST', '/api/study/jdmz/quiz', pupil, { seed: 42 });
    expect(first.code).toBe(CODE.ok);
    expect(first.data.questions).toEqual(same.data.questions);
    expect(first.data.questions).toHaveLength(IDIOM_QUIZ_SIZE);
    expect(JSON.stringify(first.data)).not.toContain('answer');
    const fill = first.data.questions[0];
    expect(fill.kind).toBe('fill');
    expect(fill.prompt).toMatch(/○/);
    expect(fill.options).toHaveLength(4);

    const bad = await call('POST', '/api/study/jdmz/quiz/submit', pupil, { id: first.data.id, answers: 'nope' });
    expect([bad.code, bad.msg]).toEqual([CODE.badRequest, '答案格式有误']);
    const answers = Array.from({ length: IDIOM_QUIZ_SIZE }, () => 0);
    const marked = await call('POST', '/api/study/jdmz/quiz/submit', pupil, {
      id: first.data.id,
      answers: JSON.stringify(answers),
    });
    expect(marked.code).toBe(CODE.ok);
    expect(marked.data.marks).toHaveLength(IDIOM_QUIZ_SIZE);
    expect(marked.data.score).toBe(Math.round((marked.data.correct / IDIOM_QUIZ_SIZE) * 100));
    const twice = await call('POST', '/api/study/jdmz/quiz/submit', pupil, {
      id: first.data.id,
      answers: JSON.stringify(answers),
    });
    expect([twice.code, twice.msg]).toEqual([CODE.badRequest, '这次测验已经交过了']);
    expect((await call('GET', '/api/study/jdmz/home', pupil)).data.quiz.last).toBe(marked.data.score);
  });

  it('answers a form group no known idiom takes as an empty category, for the page to say so', async () => {
    await new JdmzRepository(t.database.db).replaceCategories(JDMZ_MODULE_ID, [
      { key: 'forms', parent: '', kind: 'group', name: '成语格式', entries: [] },
      { key: 'form:ABAB', parent: 'forms', kind: 'idioms', name: 'ABAB式成语', entries: [] },
      {
        key: 'form:ABAC',
        parent: 'forms',
        kind: 'idioms',
        name: 'ABAC式成语',
        entries: [{ title: '一心一意', pinyin: 'yī xīn yī yì', note: '心思专一' }],
      },
    ]);
    const home = await call('GET', '/api/study/jdmz/home', pupil);
    const groups = home.data.categories.map((c: { name: string; count: number }) => `${c.name}:${c.count}`);
    expect(groups).toEqual(['成语格式:0', 'ABAB式成语:0', 'ABAC式成语:1']);
    const abab = home.data.categories[1];
    const page = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: 2012,
      resource_category_id: abab.id,
    });
    expect(page.code).toBe(CODE.ok);
    expect([page.data.total, page.data.list]).toEqual([0, []]);
  });

  it('leaves resource/content of other modules to the content kit', async () => {
    const answer = await call('GET', '/api/study/resource/content', pupil, { module_id: 2001, id: 1 });
    expect(answer.code).toBe(CODE.notFound);
    expect(answer.msg).not.toBe('成语词典里没有这个成语');
  });
});
