import { BpzwRepository, ModuleRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { type Account, BPZW_MODULE_ID, CODE } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, callApi } from './accounts-helpers.js';
import { createTestApp, signUpPupil, type TestApp } from './test-app.js';

// 写作素材 by theme: a theme holds idioms (each naming itself) and poem lines (each naming its poem),
// mixed with 素材 that name neither; the page links each by what the answer says.

describe.each(testEngines())('部编作文 写作素材 links on %s', (engine) => {
  let t: TestApp;
  let pupil: Account;

  const seed = (poemId: number) =>
    new BpzwRepository(t.database.db).replaceCategories(BPZW_MODULE_ID, [
      { key: 'zwnltp', parent: '', kind: 'group', name: '作文能力提升', guides: [], materials: [] },
      { key: 'xzsc', parent: 'zwnltp', kind: 'group', name: '写作素材', guides: [], materials: [] },
      {
        key: 'xzsc-moon',
        parent: 'xzsc',
        kind: 'materials',
        name: '明月',
        guides: [],
        materials: [
          { title: '月明星稀', note: '月亮明亮，星星稀少。', idiom: '月明星稀' },
          { title: '床前明月光，疑是地上霜。', note: '李白《静夜思》', poem_id: poemId },
          { title: '明月', note: '一个词。' },
        ],
      },
    ]);

  beforeEach(async () => {
    t = await createTestApp(engine);
    await new ModuleRepository(t.database.db).upsert([
      { id: BPZW_MODULE_ID, pid: '0', key: 'bpzw', name: '部编作文', sort: 1 },
    ]);
    pupil = await signUpPupil(t, 'xz_p1', 'pw-xz-p1');
  });
  afterEach(async () => {
    await t.close();
  });

  const theme = async () => {
    const home = await callApi(t, 'GET', '/api/study/bpzw/home', auth(pupil));
    const moon = home.data.categories.find((c: { key: string }) => c.key === 'xzsc-moon');
    expect(moon).toMatchObject({ name: '明月', kind: 'materials', count: 3 });
    return callApi(t, 'GET', '/api/study/resourceCategoryContent', {
      ...auth(pupil),
      module_id: BPZW_MODULE_ID,
      resource_category_id: moon.id,
    });
  };

  it('answers an idiom with its idiom, a line with its poem, and a plain 素材 with neither, in order', async () => {
    await seed(17);
    const res = await theme();
    expect(res.code).toBe(CODE.ok);
    expect(res.data.list).toEqual([
      { id: 0, band: 0, title: '月明星稀', note: '月亮明亮，星星稀少。', idiom: '月明星稀' },
      { id: 0, band: 0, title: '床前明月光，疑是地上霜。', note: '李白《静夜思》', poem_id: 17 },
      { id: 0, band: 0, title: '明月', note: '一个词。' },
    ]);
  });

  it('keeps the links right after a re-import moves a line to another poem', async () => {
    await seed(17);
    await seed(42);
    const res = await theme();
    expect(res.data.list[1]).toMatchObject({ title: '床前明月光，疑是地上霜。', poem_id: 42 });
    expect(res.data.total).toBe(3);
  });
});
