import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/create-db.js';
import { AccountRepository } from '../src/repositories/account.repository.js';
import { ContentRepository } from '../src/repositories/content.repository.js';
import { MediaLibraryRepository } from '../src/repositories/media-library.repository.js';
import { ModuleRepository } from '../src/repositories/module.repository.js';
import { createTestDatabase, testEngines } from '../src/testing/test-database.js';
import { rowsReferringToUser } from '../src/testing/user-references.js';

describe.each(testEngines())('content kit and media library on %s', (engine) => {
  let database: Database;
  let content: ContentRepository;
  let media: MediaLibraryRepository;
  let teacher: number;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    content = new ContentRepository(database.db);
    media = new MediaLibraryRepository(database.db);
    await new ModuleRepository(database.db).upsert([
      { id: 8, pid: '0', key: 'zjkt', name: '专家课堂', sort: 1 },
      { id: 9, pid: '0', key: 'other', name: '别的模块', sort: 2 },
    ]);
    teacher = await new AccountRepository(database.db).createUser({
      account: 'teacher1',
      password_hash: 'h',
      role: 'teacher',
      created_at: 1,
    });
  });
  afterEach(async () => {
    await database.close();
  });

  const file = (
    name: string,
    kind = 'image',
    at: Partial<{ module_id: number; category_id: number; item_id: number }> = {},
  ) =>
    media.insert({
      kind,
      title: name,
      file: `${name}.png`,
      mime: 'image/png',
      size: 10,
      module_id: at.module_id ?? null,
      category_id: at.category_id ?? null,
      item_id: at.item_id ?? null,
      uploaded_by: teacher,
      created_at: Date.now(),
    });

  it('adds categories after their siblings and items after the others, with counts and covers', async () => {
    const top = await content.addCategory({ module_id: 8, pid: '0', name: '一年级' });
    const second = await content.addCategory({ module_id: 8, pid: '0', name: '二年级' });
    const unit = await content.addCategory({ module_id: 8, pid: String(top.id), name: '第一单元' });
    expect([top.sort, second.sort, unit.sort]).toEqual([1, 2, 1]);
    expect((await content.listCategories(8)).map((c) => c.name)).toEqual(['一年级', '第一单元', '二年级']);

    const first = await content.addItem({
      module_id: 8,
      category_id: unit.id,
      title: '甲',
      body: '一\n\n二',
      created_by: teacher,
      created_at: 1,
    });
    const other = await content.addItem({
      module_id: 8,
      category_id: unit.id,
      title: '乙',
      created_by: teacher,
      created_at: 2,
    });
    await file('audio1', 'audio', { module_id: 8, category_id: unit.id, item_id: first });
    await file('cover1', 'image', { module_id: 8, category_id: unit.id, item_id: first });
    await file('cover2', 'image', { module_id: 8, category_id: unit.id, item_id: first });

    const rows = await content.listItems(unit.id, 0, 10);
    expect(rows.map((r) => [r.id, r.title, Number(r.media_count), r.cover_file])).toEqual([
      [first, '甲', 3, 'cover1.png'],
      [other, '乙', 0, null],
    ]);
    expect((await content.findItem(other))?.body).toBe('');
    expect(await content.countItems(unit.id)).toBe(2);
    expect((await content.listItems(unit.id, 1, 10)).map((r) => r.id)).toEqual([other]);
    expect(await content.categoryUsage(top.id)).toEqual({ children: 1, items: 0, media: 0, textbook: false });
    expect(await content.categoryUsage(unit.id)).toEqual({ children: 0, items: 2, media: 3, textbook: false });
  });

  it('detaches an item’s media when the item goes, and answers media exactly where attached', async () => {
    const unit = await content.addCategory({ module_id: 8, pid: '0', name: '单元' });
    const item = await content.addItem({
      module_id: 8,
      category_id: unit.id,
      title: '课文',
      created_by: teacher,
      created_at: 1,
    });
    const onModule = await file('m', 'video', { module_id: 8 });
    const onCategory = await file('c', 'image', { module_id: 8, category_id: unit.id });
    const onItem = await file('i', 'audio', { module_id: 8, category_id: unit.id, item_id: item });

    const at = (category_id: number | null, item_id: number | null, kind?: string) =>
      media.attached({ module_id: 8, category_id, item_id }, kind).then((rows) => rows.map((r) => r.id));
    expect(await at(null, null)).toEqual([onModule.id]);
    expect(await at(unit.id, null)).toEqual([onCategory.id]);
    expect(await at(unit.id, item)).toEqual([onItem.id]);
    expect(await at(unit.id, item, 'video')).toEqual([]);

    expect(await content.deleteItem(item)).toBe(true);
    expect(await content.deleteItem(item)).toBe(false);
    const kept = await media.findById(onItem.id);
    expect([kept?.module_id, kept?.category_id, kept?.item_id]).toEqual([null, null, null]);
    expect(await at(unit.id, null)).toEqual([onCategory.id]);
  });

  it('lists the library newest first by kind, attaches, detaches and removes', async () => {
    const a = await file('a', 'image');
    const b = await file('b', 'video');
    const c = await file('c', 'image');
    expect((await media.list(undefined, 0, 10)).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await media.list('image', 0, 1)).map((r) => r.id)).toEqual([c.id]);
    expect(await media.count('image')).toBe(2);
    expect(await media.count(undefined)).toBe(3);
    expect(typeof a.size).toBe('number');

    const moved = await media.attach(a.id, { module_id: 9, category_id: null, item_id: null });
    expect(moved?.module_id).toBe(9);
    expect((await media.attach(a.id, null))?.module_id).toBeNull();
    expect(await media.attach(999, null)).toBeUndefined();
    expect(await media.findByFile('b.png')).toEqual({ file: 'b.png', mime: 'image/png' });
    expect(await media.remove(b.id)).toBe('b.png');
    expect(await media.remove(b.id)).toBeUndefined();
  });

  it('keeps a deleted teacher’s categories, items and files, with no reference to the account', async () => {
    const unit = await content.addCategory({ module_id: 8, pid: '0', name: '单元' });
    const item = await content.addItem({
      module_id: 8,
      category_id: unit.id,
      title: '课文',
      created_by: teacher,
      created_at: 1,
    });
    const kept = await file('kept', 'image', { module_id: 8, item_id: item, category_id: unit.id });
    await new AccountRepository(database.db).deleteUser(teacher);
    expect((await content.findItem(item))?.title).toBe('课文');
    expect((await media.findById(kept.id))?.uploaded_by).toBeNull();
    expect((await rowsReferringToUser(database, teacher)).filter((r) => r.rows > 0)).toEqual([]);
  });

  it('removes a category’s items with it and detaches its media', async () => {
    const unit = await content.addCategory({ module_id: 8, pid: '0', name: '单元' });
    const item = await content.addItem({
      module_id: 8,
      category_id: unit.id,
      title: '课文',
      created_by: null,
      created_at: 1,
    });
    const onCategory = await file('c', 'image', { module_id: 8, category_id: unit.id });
    expect(await content.deleteCategory(unit.id)).toBe(true);
    expect(await content.findItem(item)).toBeUndefined();
    expect((await media.findById(onCategory.id))?.category_id).toBeNull();
  });
});
