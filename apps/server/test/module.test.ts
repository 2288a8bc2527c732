import { ContentRepository } from '@yuwen/db';
import { testEngines } from '@yuwen/db/testing';
import { CODE, MESSAGE, moduleTreeCall, resourceCategoryCall } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, envelope, seedModules, type TestApp } from './test-app.js';

describe.each(testEngines())('module calls on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
    await seedModules(t.database);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async (url: string) => envelope(await t.app.inject({ method: 'GET', url }));

  it('answers the whole tree with deep=1, pid as text', async () => {
    const body = await get('/api/study/module/module?deep=1&multi_status_code=0&version=v2');
    expect(body.code).toBe(CODE.ok);
    expect(moduleTreeCall.answer.safeParse(body.data).success).toBe(true);
    expect(body.data).toEqual([
      {
        id: 2001,
        pid: '0',
        key: 'hzzy',
        name: '汉字字源',
        has_content: false,
        children: [
          {
            id: 821,
            pid: '2001',
            key: 'pyxx',
            name: '拼音学习',
            has_content: false,
            children: [{ id: 9001, pid: '821', key: 'sm', name: '声母', has_content: false }],
          },
          { id: 822, pid: '2001', key: 'hzcs', name: '汉字测试', has_content: false },
        ],
      },
      { id: 8, pid: '0', key: 'zjkt', name: '专家课堂', has_content: false },
    ]);
  });

  it('answers roots flat without deep, a subtree with id and deep=1, children with id alone', async () => {
    expect(((await get('/api/study/module/module')).data as { id: number }[]).map((m) => m.id)).toEqual([2001, 8]);
    const subtree = (await get('/api/study/module/module?id=821&deep=1')).data as { id: number; children: unknown[] }[];
    expect(subtree).toEqual([
      {
        id: 821,
        pid: '2001',
        key: 'pyxx',
        name: '拼音学习',
        has_content: false,
        children: [{ id: 9001, pid: '821', key: 'sm', name: '声母', has_content: false }],
      },
    ]);
    expect(((await get('/api/study/module/module?id=2001')).data as { id: number }[]).map((m) => m.id)).toEqual([
      821, 822,
    ]);
  });

  it('refuses an unknown or malformed module id with a message', async () => {
    expect(await get('/api/study/module/module?id=777&deep=1')).toMatchObject({
      code: CODE.notFound,
      msg: MESSAGE.moduleNotFound,
    });
    expect(await get('/api/study/module/module?id=abc')).toMatchObject({
      code: CODE.badRequest,
      msg: `${MESSAGE.badRequest}：id`,
    });
  });

  it('marks the modules that hold resource categories (the ones the content kit can show)', async () => {
    await new ContentRepository(t.database.db).addCategory({ module_id: 822, pid: '0', name: '一年级上册' });
    const roots = (await get('/api/study/module/module?id=2001')).data as { id: number; has_content: boolean }[];
    expect(roots.map((m) => [m.id, m.has_content])).toEqual([
      [821, false],
      [822, true],
    ]);
    // The area above a module with content has content too; the other roots do not.
    const top = (await get('/api/study/module/module')).data as { id: number; has_content: boolean }[];
    expect(top.map((m) => [m.id, m.has_content])).toEqual([
      [2001, true],
      [8, false],
    ]);
  });

  it('answers resource categories by module and pid, nested with need_deep', async () => {
    const categories = new ContentRepository(t.database.db);
    const grade = (await categories.addCategory({ module_id: 821, pid: '0', name: '一年级上册' })).id;
    const unit = (await categories.addCategory({ module_id: 821, pid: String(grade), name: '第一单元' })).id;
    await categories.addCategory({ module_id: 822, pid: '0', name: '别的模块' });

    const deep = await get('/api/study/module/resourceCategory?module_id=821&need_deep=1');
    expect(resourceCategoryCall.answer.safeParse(deep.data).success).toBe(true);
    expect(deep.data).toEqual([
      {
        id: grade,
        pid: '0',
        module_id: 821,
        name: '一年级上册',
        children: [{ id: unit, pid: String(grade), module_id: 821, name: '第一单元' }],
      },
    ]);
    const flat = await get(`/api/study/module/resourceCategory?module_id=821&pid=${grade}`);
    expect(flat.data).toEqual([{ id: unit, pid: String(grade), module_id: 821, name: '第一单元' }]);
    expect((await get('/api/study/module/resourceCategory?module_id=2001')).data).toEqual([]);
  });

  it('refuses a category query without a module or for an unknown module', async () => {
    expect(await get('/api/study/module/resourceCategory')).toMatchObject({
      code: CODE.badRequest,
      msg: `${MESSAGE.badRequest}：module_id`,
    });
    expect(await get('/api/study/module/resourceCategory?module_id=4242')).toMatchObject({ code: CODE.notFound });
  });
});
