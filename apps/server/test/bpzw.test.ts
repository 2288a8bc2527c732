import { type BpzwCategoryImport, BpzwRepository, type Database, type GuideImport, ModuleRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, BPZW_MODULE_ID, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, type CallMethod, type CallValues, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

const guide = (key: string, title: string, band: number, withModel = true): GuideImport => ({
  key,
  band,
  title,
  intro: JSON.stringify([`${title}是什么。`, '第二段。']),
  steps: JSON.stringify(withModel ? ['先看。', '再想。', '后写。'] : []),
  model_title: withModel ? '美丽的秋天' : '',
  model: withModel ? '秋天到了，树叶黄了。' : '',
  exercise_title: withModel ? '我的秋天' : '',
  exercise_prompt: withModel ? '写一写你看到的秋天。' : '',
});

const CATEGORIES: BpzwCategoryImport[] = [
  { key: 'zwnltp', parent: '', kind: 'group', name: '作文能力提升', guides: [], materials: [] },
  { key: 'zwwbxxf', parent: 'zwnltp', kind: 'group', name: '写作方法', guides: [], materials: [] },
  {
    key: 'zwwbxxf-1',
    parent: 'zwwbxxf',
    kind: 'guides',
    name: '低年级',
    guides: [guide('xiuci-1', '比喻和拟人', 1), guide('kantu-1', '看图写话', 1)],
    materials: [],
  },
  {
    key: 'xzsc-idioms',
    parent: 'zwnltp',
    kind: 'materials',
    name: '好词好句',
    guides: [],
    materials: [{ title: '守株待兔', note: '比喻不想努力。\n光坐着等可不行。' }],
  },
  {
    key: 'zkgfzd',
    parent: '',
    kind: 'guides',
    name: '中考作文',
    guides: [guide('zk', '中考作文', 0, false)],
    materials: [],
  },
];

async function seedBpzw(database: Database, categories = CATEGORIES): Promise<void> {
  await new ModuleRepository(database.db).upsert([
    { id: BPZW_MODULE_ID, pid: '0', key: 'bpzw', name: '部编作文', sort: 1 },
  ]);
  await new BpzwRepository(database.db).replaceCategories(BPZW_MODULE_ID, categories);
}

describe.each(testEngines())('部编作文 (bpzw) on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;
  let other: Account;

  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedBpzw(t.database);
    pupil = await signUpPupil(t, 'zw_p1', 'pw-zw-p1');
    other = await signUpPupil(t, 'zw_p2', 'pw-zw-p2');
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: CallMethod, url: string, who: Account, values: CallValues = {}) =>
    callApi(t, method, url, { ...auth(who), ...values });
  const save = (who: Account, values: CallValues) => call('POST', '/api/study/bpzw/composition', who, values);

  it('lists the categories and pages a category of guides or 素材 through resourceCategoryContent', async () => {
    const home = await call('GET', '/api/study/bpzw/home', pupil);
    expect(home.code).toBe(CODE.ok);
    expect(
      home.data.categories.map((c: { key: string; kind: string; count: number }) => `${c.key}:${c.kind}:${c.count}`),
    ).toEqual([
      'zwnltp:group:0',
      'zwwbxxf:group:0',
      'zwwbxxf-1:guides:2',
      'xzsc-idioms:materials:1',
      'zkgfzd:guides:1',
    ]);
    expect(home.data.compositions).toEqual([]);
    const low = home.data.categories[2];
    const page = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: BPZW_MODULE_ID,
      resource_category_id: low.id,
      page: 2,
      page_size: 1,
    });
    expect(page.code).toBe(CODE.ok);
    expect(page.data.total).toBe(2);
    expect(page.data.list).toEqual([{ id: expect.any(Number), title: '看图写话', note: '看图写话是什么。', band: 1 }]);
    expect(page.data.breadcrumbs.map((c: { name: string }) => c.name)).toEqual([
      '部编作文',
      '作文能力提升',
      '写作方法',
      '低年级',
    ]);
    const words = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: BPZW_MODULE_ID,
      resource_category_id: home.data.categories[3].id,
    });
    expect(words.data.list).toEqual([{ id: 0, title: '守株待兔', note: '比喻不想努力。\n光坐着等可不行。', band: 0 }]);
    const missing = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: BPZW_MODULE_ID,
      resource_category_id: 999999,
    });
    expect([missing.code, missing.msg]).toEqual([CODE.notFound, '没有找到这个分类']);
    const tree = await call('GET', '/api/study/module/resourceCategory', pupil, {
      module_id: BPZW_MODULE_ID,
      need_deep: 1,
    });
    expect(tree.data.map((c: { name: string }) => c.name)).toEqual(['作文能力提升', '中考作文']);
  });

  it('shows a guide by resource/content and by bpzw/guide; a page of facts has no model or exercise', async () => {
    const home = await call('GET', '/api/study/bpzw/home', pupil);
    const list = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: BPZW_MODULE_ID,
      resource_category_id: home.data.categories[2].id,
    });
    const id = list.data.list[0].id;
    const item = await call('GET', '/api/study/resource/content', pupil, { module_id: BPZW_MODULE_ID, id });
    expect(item.code).toBe(CODE.ok);
    expect(item.data).toMatchObject({
      id,
      key: 'xiuci-1',
      title: '比喻和拟人',
      band: 1,
      intro: ['比喻和拟人是什么。', '第二段。'],
      steps: ['先看。', '再想。', '后写。'],
      model: { title: '美丽的秋天', text: '秋天到了，树叶黄了。' },
      exercise: { title: '我的秋天', prompt: '写一写你看到的秋天。' },
    });
    expect((await call('GET', '/api/study/bpzw/guide', pupil, { id })).data).toEqual(item.data);
    const zk = await call('GET', '/api/study/resourceCategoryContent', pupil, {
      module_id: BPZW_MODULE_ID,
      resource_category_id: home.data.categories[4].id,
    });
    const facts = await call('GET', '/api/study/bpzw/guide', pupil, { id: zk.data.list[0].id });
    expect([facts.data.model, facts.data.exercise, facts.data.steps]).toEqual([null, null, []]);
    const none = await call('GET', '/api/study/bpzw/guide', pupil, { id: 999999 });
    expect([none.code, none.msg]).toEqual([CODE.notFound, '没有找到这篇写作指导']);
  });

  it('keeps ids of categories and guides across a re-import and drops what is gone', async () => {
    const before = await call('GET', '/api/study/bpzw/home', pupil);
    const first = (
      await call('GET', '/api/study/resourceCategoryContent', pupil, {
        module_id: BPZW_MODULE_ID,
        resource_category_id: before.data.categories[2].id,
      })
    ).data.list[0];
    const [group, methods, low] = CATEGORIES as [BpzwCategoryImport, BpzwCategoryImport, BpzwCategoryImport];
    await seedBpzw(t.database, [group, methods, { ...low, guides: [guide('xiuci-1', '比喻和拟人（新）', 1)] }]);
    const after = await call('GET', '/api/study/bpzw/home', pupil);
    expect(after.data.categories.map((c: { id: number }) => c.id)).toEqual(
      before.data.categories.slice(0, 3).map((c: { id: number }) => c.id),
    );
    const again = await call('GET', '/api/study/bpzw/guide', pupil, { id: first.id });
    expect(again.data.title).toBe('比喻和拟人（新）');
  });

  it('saves, updates, lists and deletes a pupil’s own compositions', async () => {
    const made = await save(pupil, { title: '我的妈妈', body: '我的妈妈很爱笑，\n她做的饭最好吃。', sheet: 400 });
    expect(made.code).toBe(CODE.ok);
    expect(made.data).toMatchObject({ title: '我的妈妈', sheet: 400, count: 16 });
    const id = made.data.id;
    const updated = await save(pupil, { id, title: '我的妈妈', body: '我的妈妈很爱笑。', sheet: 600 });
    expect(updated.data).toMatchObject({ id, sheet: 600, count: 8, body: '我的妈妈很爱笑。' });
    const list = await call('GET', '/api/study/bpzw/compositions', pupil);
    expect(list.data.list.map((c: { id: number; count: number }) => [c.id, c.count])).toEqual([[id, 8]]);
    expect((await call('GET', '/api/study/bpzw/home', pupil)).data.compositions).toHaveLength(1);
    expect((await call('GET', '/api/study/bpzw/composition', pupil, { id })).data.body).toBe('我的妈妈很爱笑。');
    const gone = await call('POST', '/api/study/bpzw/composition/delete', pupil, { id });
    expect(gone.data).toEqual({ id });
    expect((await call('GET', '/api/study/bpzw/composition', pupil, { id })).code).toBe(CODE.notFound);
  });

  it('never shows, changes or deletes another pupil’s composition', async () => {
    const mine = await save(pupil, { title: '秘密', body: '这是我的作文。', sheet: 400 });
    const id = mine.data.id;
    const read = await call('GET', '/api/study/bpzw/composition', other, { id });
    expect([read.code, read.msg]).toEqual([CODE.notFound, '没有找到这篇作文']);
    expect((await save(other, { id, title: '改了', body: '别人的字。', sheet: 400 })).code).toBe(CODE.notFound);
    expect((await call('POST', '/api/study/bpzw/composition/delete', other, { id })).code).toBe(CODE.notFound);
    expect((await call('GET', '/api/study/bpzw/compositions', other)).data.list).toEqual([]);
    expect((await call('GET', '/api/study/bpzw/composition', pupil, { id })).data).toMatchObject({
      title: '秘密',
      body: '这是我的作文。',
    });
  });

  it('refuses an empty, over-long or oddly sized draft with a clear message, keeping what was saved', async () => {
    const kept = await save(pupil, { title: '小猫', body: '小猫喵喵叫。', sheet: 400 });
    const id = kept.data.id;
    const empty = await save(pupil, { id, title: '小猫', body: '  \n ', sheet: 400 });
    expect([empty.code, empty.msg]).toEqual([CODE.badRequest, '作文还是空的，先写几句吧']);
    const long = await save(pupil, { id, title: '小猫', body: '猫'.repeat(801), sheet: 400 });
    expect([long.code, long.msg]).toEqual([CODE.badRequest, '作文太长了：这张400格的稿纸最多写800字，现在是801字']);
    const huge = await save(pupil, { id, title: '小猫', body: '猫'.repeat(6001), sheet: 800 });
    expect([huge.code, huge.msg]).toEqual([CODE.badRequest, '作文太长了，最多3000字']);
    const sheet = await save(pupil, { id, title: '小猫', body: '小猫。', sheet: 500 });
    expect([sheet.code, sheet.msg]).toEqual([CODE.badRequest, '请选择400、600或800格的稿纸']);
    const title = await save(pupil, { id, title: '题'.repeat(21), body: '小猫。', sheet: 400 });
    expect([title.code, title.msg]).toEqual([CODE.badRequest, '题目最多20个字']);
    expect((await call('GET', '/api/study/bpzw/composition', pupil, { id })).data.body).toBe('小猫喵喵叫。');
  });
});
