import { type Database, ModuleRepository, ZyqmRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, CODE, ZYQM_MODULE_ID } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAME_EXCLUSIONS } from '../src/modules/zyqm/name-exclusions.js';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { character, seedPoems } from './catalogue-fixture.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 5h8"/></svg>';
const sense = (pinyin: string, def: string) => `${pinyin}\n1. ${def}：例词`;

/** Characters of the names and the 趣味识字 groups: 日 (no formation recorded), 明 会意, 清 形声. */
const CHARS = [
  { id: 112, char: '日', readings: '["rì"]', formation: '', def: '太阳' },
  { id: 300, char: '明', readings: '["míng"]', formation: '会意', def: '亮，光线充足' },
  { id: 301, char: '月', readings: '["yuè"]', formation: '', def: '月亮' },
  { id: 302, char: '清', readings: '["qīng"]', formation: '形声', def: '纯净透明' },
  { id: 303, char: '风', readings: '["fēng"]', formation: '', def: '空气流动的现象' },
  { id: 304, char: '春', readings: '["chūn"]', formation: '', def: '一年的第一季' },
  { id: 305, char: '光', readings: '["guāng"]', formation: '会意', def: '让人看见东西的亮' },
  { id: 306, char: '死', readings: '["sǐ"]', formation: '', def: '失去生命' },
  { id: 307, char: '李', readings: '["lǐ"]', formation: '', def: '李子树' },
  { id: 308, char: '王', readings: '["wáng"]', formation: '', def: '君主' },
  { id: 309, char: '云', readings: '["yún"]', formation: '', def: '天上的云' },
  { id: 310, char: '安', readings: '["ān"]', formation: '', def: '平安' },
  { id: 311, char: '孙', readings: '["sūn"]', formation: '', def: '儿子的儿子' },
];

async function seedZyqm(database: Database): Promise<void> {
  const { db } = database;
  await new ModuleRepository(db).upsert([{ id: ZYQM_MODULE_ID, pid: '2008', key: 'zyqm', name: '字源起名', sort: 1 }]);
  await db
    .insertInto('characters')
    .values(
      CHARS.map((c, i) =>
        character({
          id: c.id,
          char: c.char,
          sort: i + 1,
          readings: c.readings,
          formation: c.formation,
          stroke_count: 4 + i,
          basic_paraphrase: sense(JSON.parse(c.readings)[0], c.def),
        }),
      ),
    )
    .execute();
  await db
    .insertInto('character_origins')
    .values([
      { char_id: 112, kind: 'oracle', svg: SVG },
      { char_id: 112, kind: 'seal', svg: SVG },
      { char_id: 300, kind: 'bronze', svg: SVG },
      { char_id: 302, kind: 'seal', svg: SVG },
    ])
    .execute();
  await db
    .insertInto('words')
    .values(
      ['明月', '春风', '清风', '月光'].map((word) => ({ word, pinyin: '', frequency: 1, explanation: '', common: 1 })),
    )
    .execute();
  await seedPoems(
    database,
    [
      { key: 'bibei75', name: '小学必背古诗' },
      { key: 'shijing', name: '诗经' },
      { key: 'chuci', name: '楚辞' },
      { key: 'tangshi300', name: '唐诗三百首' },
      { key: 'baijiaxing', name: '百家姓' },
    ],
    [
      {
        id: 17,
        collection: 'bibei75',
        sort: 1,
        title: '静夜思',
        author: '李白',
        dynasty: '唐',
        // One clause a line, as some catalogue texts have it: the list still shows a full sentence.
        content: '床前明月光，\n疑是地上霜。\n举头望明月，\n低头思故乡。',
      },
      {
        id: 50,
        collection: 'tangshi300',
        sort: 1,
        title: '春日',
        author: '某甲',
        dynasty: '唐',
        content: '春风明月清，安日照云光。',
      },
      {
        id: 51,
        collection: 'shijing',
        sort: 1,
        title: '清风',
        author: '',
        dynasty: '先秦',
        content: '清风明月，日月安。\n月死云清。',
      },
      {
        id: 52,
        collection: 'baijiaxing',
        sort: 1,
        title: '百家姓',
        author: '佚名',
        dynasty: '',
        content: '赵钱孙李，周吴郑王。\n万俟司马，上官欧阳。\n第五言福，百家姓终。',
      },
    ],
  );
  await new ZyqmRepository(db).replacePoemStories([
    { key: 'jing-ye-si', sort: 0, poem_id: 17, story: JSON.stringify(['李白是唐朝的大诗人。他想家了。他看月亮。']) },
  ]);
}

describe.each(testEngines())('字源起名 (zyqm) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedZyqm(t.database);
    pupil = await signUpPupil(t, 'qm_p1', 'pw-qm-p1');
    other = await signUpPupil(t, 'qm_p2', 'pw-qm-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });

  it('groups the characters with ancient forms by the formation the table records', async () => {
    const res = await call('GET', '/api/study/zyqm/chars', pupil);
    expect(res.code).toBe(CODE.ok);
    const groups = Object.fromEntries(
      res.data.groups.map((g: { formation: string; chars: { char: string }[] }) => [
        g.formation,
        g.chars.map((c) => c.char),
      ]),
    );
    expect(groups).toEqual({ 象形: [], 指事: [], 会意: ['明'], 形声: ['清'], '': ['日'] });
    expect(res.data.groups[4].chars[0].picture).toBe('/char-origin/112-oracle.svg');
  });

  it("answers a character's story page: forms oldest first, the missing ones empty, our meanings", async () => {
    const res = await call('GET', '/api/study/zyqm/char', pupil, { char: '日' });
    expect(res.code).toBe(CODE.ok);
    expect(res.data).toMatchObject({ char: '日', pinyin: 'rì', meanings: ['太阳'], formation: '' });
    expect(res.data.forms).toEqual([
      { kind: 'oracle', script: '甲骨文', picture: '/char-origin/112-oracle.svg' },
      { kind: 'bronze', script: '金文', picture: '' },
      { kind: 'seal', script: '小篆', picture: '/char-origin/112-seal.svg' },
    ]);
    expect((await call('GET', '/api/study/zyqm/char', pupil, { char: '李' })).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/zyqm/char', pupil, { char: '日月' })).code).toBe(CODE.badRequest);
  });

  it('carries our story of how a character was made, and lists the characters with one first', async () => {
    // 光 (会意, after 明 in the table) gets an ancient form and a story; 明 has none.
    await t.database.db.insertInto('character_origins').values({ char_id: 305, kind: 'seal', svg: SVG }).execute();
    const story = '“光”是会意字。这是测试里写的故事，用来看它能不能出现在页面上。';
    await new ZyqmRepository(t.database.db).replaceCharStories([{ char: '光', sort: 1, formation: '会意', story }]);

    const groups = (await call('GET', '/api/study/zyqm/chars', pupil)).data.groups as {
      formation: string;
      chars: { char: string; has_story: boolean }[];
    }[];
    expect(groups.find((g) => g.formation === '会意')?.chars.map((c) => [c.char, c.has_story])).toEqual([
      ['光', true],
      ['明', false],
    ]);

    const told = await call('GET', '/api/study/zyqm/char', pupil, { char: '光' });
    expect(told.code).toBe(CODE.ok);
    expect(told.data).toMatchObject({ char: '光', formation: '会意', story });
    expect((await call('GET', '/api/study/zyqm/char', pupil, { char: '明' })).data.story).toBe('');
  });

  it('lists our poem stories and opens one', async () => {
    const list = await call('GET', '/api/study/zyqm/poems', pupil);
    expect(list.data.list).toEqual([
      {
        key: 'jing-ye-si',
        poem_id: 17,
        title: '静夜思',
        author: '李白',
        dynasty: '唐',
        first_line: '床前明月光，疑是地上霜。',
      },
    ]);
    const story = await call('GET', '/api/study/zyqm/poemStory', pupil, { key: 'jing-ye-si' });
    expect(story.data.lines).toHaveLength(4);
    expect(story.data.story[0]).toContain('李白');
    expect((await call('GET', '/api/study/zyqm/poemStory', pupil, { key: 'nope' })).code).toBe(CODE.notFound);
  });

  it('checks the surname against 百家姓', async () => {
    const bad = await call('GET', '/api/study/zyqm/names', pupil, { surname: '好' });
    expect(bad.code).toBe(CODE.badRequest);
    expect(bad.msg).toContain('百家姓');
    expect((await call('GET', '/api/study/zyqm/names', pupil, { surname: 'Li' })).code).toBe(CODE.badRequest);
    expect((await call('GET', '/api/study/zyqm/names', pupil, { surname: '' })).code).toBe(CODE.badRequest);
    expect((await call('GET', '/api/study/zyqm/names', pupil, { surname: '欧阳' })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/zyqm/names', pupil, { surname: '第五' })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/zyqm/names', pupil, { surname: '司马' })).data.surname.surname).toBe('司马');
  });

  it('gives 李 ideas from lines of 诗经 and 唐诗 with the characters marked, none excluded, tones flowing', async () => {
    const res = await call('GET', '/api/study/zyqm/names', pupil, { surname: '李' });
    expect(res.code).toBe(CODE.ok);
    expect(res.data.surname).toEqual({ surname: '李', pinyin: 'lǐ', tones: [3] });
    const ideas = res.data.list as {
      name: string;
      line: string;
      marks: number[];
      collection: string;
      chars: { pinyin: string; tone: number; meaning: string; strokes: number }[];
    }[];
    expect(ideas.length).toBeGreaterThan(0);
    const excluded = new Set(NAME_EXCLUSIONS.map((e) => e.text));
    for (const idea of ideas) {
      expect(idea.marks.map((i) => [...idea.line][i]).join('')).toBe(idea.name);
      expect(['诗经', '唐诗三百首', '楚辞']).toContain(idea.collection);
      expect([...idea.name].some((c) => excluded.has(c) || c === '李')).toBe(false);
      expect(idea.line).not.toContain('死');
      for (const c of idea.chars) expect(c.meaning && c.pinyin && c.strokes > 0).toBeTruthy();
      const tones = [3, ...idea.chars.map((c) => c.tone)];
      expect(tones.length === 3 && tones[0] === tones[1] && tones[1] === tones[2]).toBe(false);
    }
    // Two characters only when they make a word of the list; the same surname gives the same page.
    const pairs = ideas.filter((i) => i.name.length === 2).map((i) => i.name);
    for (const pair of pairs) expect(['明月', '春风', '清风', '月光']).toContain(pair);
    const again = await call('GET', '/api/study/zyqm/names', pupil, { surname: '李' });
    expect(again.data.list).toEqual(res.data.list);
  });

  it('keeps the tone rule: no three syllables on one tone', async () => {
    // 安 ān + 清风 qīng fēng would be three first tones after a first-tone surname; 风 fēng alone is fine.
    const res = await call('GET', '/api/study/zyqm/names', pupil, { surname: '孙', length: 2 });
    expect(res.data.surname.tones).toEqual([1]);
    expect(res.data.list.map((i: { name: string }) => i.name)).not.toContain('清风');
    for (const idea of res.data.list as { chars: { tone: number }[] }[])
      expect(idea.chars.every((c) => c.tone === 1)).toBe(false);
  });

  it('keeps favourites per pupil, never visible to another, and refuses a name not in its line', async () => {
    const idea = (await call('GET', '/api/study/zyqm/names', pupil, { surname: '李', length: 2 })).data.list[0];
    const values = { surname: '李', name: idea.name, poem_id: idea.poem_id, line: idea.line };
    const kept = await call('POST', '/api/study/zyqm/favorite', pupil, values);
    expect(kept.code).toBe(CODE.ok);
    expect(kept.data).toMatchObject({ surname: '李', name: idea.name, marks: idea.marks });
    expect((await call('POST', '/api/study/zyqm/favorite', pupil, values)).data.id).toBe(kept.data.id);
    expect((await call('GET', '/api/study/zyqm/favorites', pupil)).data.list).toHaveLength(1);
    expect((await call('GET', '/api/study/zyqm/favorites', other)).data.list).toEqual([]);
    expect((await call('POST', '/api/study/zyqm/favorite/remove', other, { id: kept.data.id })).code).toBe(
      CODE.notFound,
    );

    const wrong = await call('POST', '/api/study/zyqm/favorite', pupil, { ...values, name: '王安' });
    expect(wrong.code).toBe(CODE.badRequest);
    expect((await call('POST', '/api/study/zyqm/favorite', pupil, { ...values, surname: '好' })).code).toBe(
      CODE.badRequest,
    );
    expect((await call('POST', '/api/study/zyqm/favorite', pupil, { ...values, poem_id: 99999 })).code).toBe(
      CODE.notFound,
    );

    expect((await call('POST', '/api/study/zyqm/favorite/remove', pupil, { id: kept.data.id })).code).toBe(CODE.ok);
    expect((await call('GET', '/api/study/zyqm/favorites', pupil)).data.list).toEqual([]);
  });

  it('lists the easiest idiom stories (none seeded: an empty list)', async () => {
    const res = await call('GET', '/api/study/zyqm/idioms', pupil);
    expect(res.code).toBe(CODE.ok);
    expect(res.data.list).toEqual([]);
  });
});
