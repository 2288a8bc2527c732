import { type Database, ModuleRepository, type YcjyCategoryImport, YcjyRepository, type YcjyTables } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, YCJY_MESSAGES, YCJY_MODULE_ID } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { character, seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 5h8"/></svg>';

const body = (icon: string, rhyme: string, strokeAt: number | null = 1) =>
  JSON.stringify({
    word: `${icon}词`,
    icon,
    origin: '古人画出了它的样子。',
    stroke: '竖',
    ...(strokeAt === null ? {} : { stroke_at: strokeAt }),
    rhyme: { title: rhyme, lines: ['排排坐，吃果果，', '你一个，我一个。'] },
    game: '一起做个小游戏。',
    guide: '和孩子一起看一看。',
    cards: [
      { text: '日出', icon: 'sunrise' },
      { text: '生日', icon: icon },
    ],
  });

/** 小班 九月: 日 and 月 (one rhyme), 十月: 山; the three characters with ancient forms. */
async function seedYcjy(database: Database): Promise<void> {
  const { db } = database;
  const chars = [
    { id: 112, char: '日', readings: '["rì"]' },
    { id: 301, char: '月', readings: '["yuè"]' },
    { id: 302, char: '山', readings: '["shān"]' },
  ];
  await db
    .insertInto('characters')
    .values(
      chars.map((c, i) =>
        character({
          ...c,
          sort: i + 1,
          stroke_count: 3 + i,
          basic_paraphrase: `${c.char}\n1. 天上的${c.char}：例词`,
          // 山 as a character without stroke data: its stroke is named, never drawn.
          has_strokes: c.char === '山' ? 0 : 1,
        }),
      ),
    )
    .execute();
  await db
    .insertInto('character_origins')
    .values([
      { char_id: 112, kind: 'oracle', svg: SVG },
      { char_id: 301, kind: 'seal', svg: SVG },
      { char_id: 302, kind: 'bronze', svg: SVG },
    ])
    .execute();
  await seedPoems(
    database,
    [{ key: 'bibei75', name: '小学必背古诗' }],
    [
      {
        id: 4,
        collection: 'bibei75',
        sort: 4,
        title: '咏鹅',
        author: '骆宾王',
        dynasty: '唐',
        content: '鹅，鹅，鹅，\n曲项向天歌。',
      },
    ],
  );
  await new ModuleRepository(db).upsert([
    { id: 2080, pid: '0', key: 'xqjy', name: '学前教育', sort: 1 },
    { id: YCJY_MODULE_ID, pid: '2080', key: 'ycjy', name: '幼儿教育', sort: 1 },
  ]);
  await importPlan(database, LESSONS);
}

const LESSONS = [
  { grade: 1, month: 9, idx: 1, char: '日', poem_id: 4, body: body('sun', '排排坐') },
  // A lesson imported before stroke_at was recorded.
  { grade: 1, month: 9, idx: 2, char: '月', poem_id: 4, body: body('crescent-moon', '排排坐', null) },
  { grade: 1, month: 10, idx: 1, char: '山', poem_id: 4, body: body('mountain', '拉大锯') },
];

/** What the importer writes: the lessons, their pictures, and a category per grade, month and lesson. */
async function importPlan(database: Database, lessons: typeof LESSONS) {
  const categories: YcjyCategoryImport[] = [{ grade: 1, month: 0, idx: 0, name: '小班' }];
  for (const month of [...new Set(lessons.map((l) => l.month))]) {
    categories.push({ grade: 1, month, idx: 0, name: `${month}月` });
    for (const l of lessons.filter((x) => x.month === month))
      categories.push({ grade: 1, month, idx: l.idx, name: `第${l.idx}课 ${l.char}` });
  }
  await new YcjyRepository(database.db).replacePlan(
    lessons,
    ['sun', 'crescent-moon', 'mountain', 'sunrise'].map((name) => ({ name, svg: SVG })),
    YCJY_MODULE_ID,
    categories,
  );
}

describe.each(testEngines())('幼儿教育 (ycjy) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedYcjy(t.database);
    pupil = await signUpPupil(t, 'yc_p1', 'pw-yc-p1');
    other = await signUpPupil(t, 'yc_p2', 'pw-yc-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  it("lists a grade's plan by month, 九月 first, with each lesson's character and picture", async () => {
    const res = await call('GET', '/api/study/ycjy/plan', pupil, { grade: 1 });
    expect(res.code).toBe(CODE.ok);
    expect(res.data.grade_name).toBe('小班');
    expect(res.data.months.map((m: { name: string }) => m.name)).toEqual([
      '九月',
      '十月',
      '十一月',
      '十二月',
      '一月',
      '二月',
      '三月',
      '四月',
      '五月',
      '六月',
    ]);
    expect(res.data.months[0].lessons).toEqual([
      { grade: 1, month: 9, index: 1, char: '日', pinyin: 'rì', word: 'sun词', picture: '/ycjy-icon/sun.svg' },
      expect.objectContaining({ char: '月', index: 2 }),
    ]);
    expect(res.data.months[0].check).toBeNull();
  });

  it('opens a lesson: ancient forms through 字源起名, rhyme, poem, 识字卡', async () => {
    const res = await call('GET', '/api/study/ycjy/lesson', pupil, { grade: 1, month: 9, index: 1 });
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toMatchObject({
      char: '日',
      pinyin: 'rì',
      grade_name: '小班',
      stroke: '竖',
      meanings: ['天上的日'],
    });
    expect(res.data.forms).toEqual([
      { script: '甲骨文', picture: '/char-origin/112-oracle.svg' },
      { script: '金文', picture: '' },
      { script: '小篆', picture: '' },
    ]);
    expect(res.data.poem).toMatchObject({ id: 4, title: '咏鹅', lines: ['鹅，鹅，鹅，', '曲项向天歌。'] });
    expect(res.data.rhyme.title).toBe('排排坐');
    expect(res.data.cards).toEqual([
      { text: '日', picture: '/ycjy-icon/sun.svg' },
      { text: '日出', picture: '/ycjy-icon/sunrise.svg' },
      { text: '生日', picture: '/ycjy-icon/sun.svg' },
    ]);
  });

  it("gives the stroke to trace as the character's own stroke, with its stroke data, only where both exist", async () => {
    const lesson = async (month: number, index: number) =>
      (await call('GET', '/api/study/ycjy/lesson', pupil, { grade: 1, month, index })).data;
    expect(await lesson(9, 1)).toMatchObject({
      stroke: '竖',
      stroke_at: 1,
      stroke_data: `/hanzi-data/${encodeURIComponent('日')}.json`,
    });
    expect(await lesson(9, 2)).toMatchObject({ stroke: '竖', stroke_at: 0 });
    expect(await lesson(10, 1)).toMatchObject({ stroke: '竖', stroke_at: 0, stroke_data: '' });
  });

  it('says clearly in Chinese when a grade, month or lesson does not exist', async () => {
    const lesson = (values: CallValues) => call('GET', '/api/study/ycjy/lesson', pupil, values);
    for (const grade of [0, 5, 'abc', '1.5', '']) {
      const res = await lesson({ grade, month: 9, index: 1 });
      expect(res.code, String(grade)).toBe(CODE.badRequest);
      expect(res.msg).toContain(YCJY_MESSAGES.grade);
    }
    for (const month of [7, 8, 13, 'x']) expect((await lesson({ grade: 1, month, index: 1 })).msg).toContain('九月');
    expect((await lesson({ grade: 1, month: 9, index: 3 })).msg).toContain(YCJY_MESSAGES.index);
    const missing = await lesson({ grade: 2, month: 9, index: 1 });
    expect(missing).toMatchObject({ code: CODE.notFound, msg: YCJY_MESSAGES.lesson });
    expect((await call('GET', '/api/study/ycjy/check', pupil, { grade: 1, month: 7 })).code).toBe(CODE.badRequest);
  });

  it("shows a lesson's own pictures and videos: the media hung on its category, kept across imports", async () => {
    const lessonOf = async (month: number, index: number) =>
      (await call('GET', '/api/study/ycjy/lesson', pupil, { grade: 1, month, index })).data.category_id as number;
    const sun = await lessonOf(9, 1);
    const moon = await lessonOf(9, 2);
    expect(sun).toBeGreaterThan(0);
    expect(moon).not.toBe(sun);
    const tree = await t.database.db
      .selectFrom('resource_categories')
      .select(['id', 'pid', 'name'])
      .where('module_id', '=', YCJY_MODULE_ID)
      .execute();
    const byId = new Map(tree.map((c) => [c.id, c]));
    // 小班 › 9月 › 第1课 日: the media library's tree finds the lesson under its grade and month.
    const month = byId.get(Number(byId.get(sun)?.pid));
    expect([byId.get(Number(month?.pid))?.name, month?.name, byId.get(sun)?.name]).toEqual(['小班', '9月', '第1课 日']);
    await t.database.db
      .insertInto('media_items')
      .values({
        kind: 'image',
        title: '日出的照片',
        file: `${'b'.repeat(32)}.png`,
        mime: 'image/png',
        size: 10,
        duration_ms: 0,
        width: 40,
        height: 30,
        module_id: YCJY_MODULE_ID,
        category_id: sun,
        item_id: null,
        uploaded_by: null,
        created_at: 1,
      })
      .execute();
    const media = (category: number) =>
      call('GET', '/api/study/resource/mediaList', pupil, {
        module_id: YCJY_MODULE_ID,
        category_id: category,
        kind: 'image',
      });
    expect((await media(sun)).data.map((m: { title: string }) => m.title)).toEqual(['日出的照片']);
    expect((await media(moon)).data).toEqual([]);

    // A re-import keeps each place's category (and its media); a lesson no longer planned loses its own.
    await importPlan(t.database, LESSONS.slice(0, 2));
    expect(await lessonOf(9, 1)).toBe(sun);
    expect((await media(sun)).data).toHaveLength(1);
    const left = await t.database.db
      .withTables<YcjyTables>()
      .selectFrom('ycjy_categories')
      .select(['grade', 'month', 'idx'])
      .orderBy('month')
      .orderBy('idx')
      .execute();
    expect(left).toEqual([
      { grade: 1, month: 0, idx: 0 },
      { grade: 1, month: 9, idx: 0 },
      { grade: 1, month: 9, idx: 1 },
      { grade: 1, month: 9, idx: 2 },
    ]);
    expect(await t.database.db.selectFrom('resource_categories').select('id').execute()).toHaveLength(4);
  });

  it('serves the pictures the plan uses, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ycjy-icon/sun.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toBe(SVG);
    expect((await t.app.inject({ method: 'GET', url: '/ycjy-icon/horse.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ycjy-icon/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('runs a 家长测评 question by question, marks it on the server and keeps it for that pupil', async () => {
    const check = await call('GET', '/api/study/ycjy/check', pupil, { grade: 1, month: 9 });
    expect(check.code).toBe(CODE.ok);
    const questions = check.data.questions as {
      kind: string;
      picture: string;
      text: string;
      choices: { text: string; picture: string }[];
    }[];
    expect(questions.map((q) => q.kind)).toEqual(['pick_char', 'pick_picture', 'pick_char', 'pick_picture', 'say']);
    expect(questions[0]?.choices.map((c) => c.text).sort()).toEqual(['山', '日', '月']);
    expect(JSON.stringify(check.data)).not.toContain('correct');
    // The right choice of each: the character of the picture, the picture of the character, 念出来了.
    const chars: Record<string, string> = { '/ycjy-icon/sun.svg': '日', '/ycjy-icon/crescent-moon.svg': '月' };
    const pictures = Object.fromEntries(Object.entries(chars).map(([p, c]) => [c, p]));
    const right = questions.map((q) =>
      q.kind === 'pick_char'
        ? q.choices.findIndex((c) => c.text === chars[q.picture])
        : q.kind === 'pick_picture'
          ? q.choices.findIndex((c) => c.picture === pictures[q.text])
          : 0,
    );
    const wrongLast = [...right.slice(0, 4), 1];
    const result = await call('POST', '/api/study/ycjy/check', pupil, {
      grade: 1,
      month: 9,
      answers: wrongLast.join(','),
    });
    expect(result.code).toBe(CODE.ok);
    expect(result.data).toMatchObject({ right: 4, total: 5, score: 80 });
    expect(result.data.items[4]).toEqual({ num: 5, answer: 1, correct: 0, right: false });

    const plan = await call('GET', '/api/study/ycjy/plan', pupil, { grade: 1 });
    expect(plan.data.months[0].check).toMatchObject({ score: 80, right: 4, total: 5 });
    const again = await call('POST', '/api/study/ycjy/check', pupil, { grade: 1, month: 9, answers: right.join(',') });
    expect(again.data.score).toBe(100);
    expect((await call('GET', '/api/study/ycjy/check', pupil, { grade: 1, month: 9 })).data.last.score).toBe(100);
    expect((await call('GET', '/api/study/ycjy/plan', other, { grade: 1 })).data.months[0].check).toBeNull();
  });

  it('refuses a check with answers missing or out of range', async () => {
    for (const answers of ['0,1', '0,0,0,0,0,0', '0,0,0,0,9', 'a,b', '']) {
      const res = await call('POST', '/api/study/ycjy/check', pupil, { grade: 1, month: 9, answers });
      expect(res.code, answers).toBe(CODE.badRequest);
      expect(res.msg).toContain(YCJY_MESSAGES.answers);
    }
  });
});
