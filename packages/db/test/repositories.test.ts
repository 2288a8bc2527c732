import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/create-db.js';
import { AccountRepository } from '../src/repositories/account.repository.js';
import { CatalogueImportRepository, type ImportedPoem } from '../src/repositories/catalogue-import.repository.js';
import { ContentImportRepository } from '../src/repositories/content-import.repository.js';
import { LearnRecordRepository } from '../src/repositories/learn-record.repository.js';
import { ModuleRepository } from '../src/repositories/module.repository.js';
import { createTestDatabase, testEngines } from '../src/testing/test-database.js';

describe.each(testEngines())('repositories on %s', (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.close();
  });

  it('upserts modules by id and keeps pid as text', async () => {
    const modules = new ModuleRepository(database.db);
    await modules.upsert([
      { id: 2001, pid: '0', key: 'hzzy', name: '汉字', sort: 1 },
      { id: 821, pid: '2001', key: 'pyxx', name: '拼音学习', sort: 1 },
    ]);
    await modules.upsert([{ id: 2001, pid: '0', key: 'hzzy', name: '汉字字源', sort: 1 }]);
    const rows = await modules.listAll();
    expect(rows.map((r) => [r.id, r.pid, r.name])).toEqual([
      [821, '2001', '拼音学习'],
      [2001, '0', '汉字字源'],
    ]);
  });

  it('a new session ends the older one of the same user and product only', async () => {
    const accounts = new AccountRepository(database.db);
    const uid = await accounts.createUser({ account: 'pupil1', password_hash: 'h', role: 'pupil', created_at: 1 });
    const base = { user_id: uid, login_time: 1_000, expires_at: 9_000_000_000_000, is_token_login: 0 };
    await accounts.replaceSession({ ...base, product: 44, token_hash: 'old' });
    await accounts.replaceSession({ ...base, product: 45, token_hash: 'android' });
    await accounts.replaceSession({ ...base, product: 44, token_hash: 'new' });
    expect(await accounts.findLiveSession('old', 2_000)).toBeUndefined();
    expect((await accounts.findLiveSession('new', 2_000))?.user_id).toBe(uid);
    expect((await accounts.findLiveSession('android', 2_000))?.product).toBe(45);
    // epoch milliseconds come back as numbers on both engines
    expect(typeof (await accounts.findLiveSession('new', 2_000))?.expires_at).toBe('number');
  });

  it('does not answer an expired session', async () => {
    const accounts = new AccountRepository(database.db);
    const uid = await accounts.createUser({ account: 'p2', password_hash: 'h', role: 'pupil', created_at: 1 });
    await accounts.replaceSession({
      user_id: uid,
      product: 44,
      token_hash: 't',
      login_time: 0,
      expires_at: 5_000,
      is_token_login: 0,
    });
    expect(await accounts.findLiveSession('t', 4_999)).toBeDefined();
    expect(await accounts.findLiveSession('t', 5_000)).toBeUndefined();
  });

  it('ends only the owner’s open learning record', async () => {
    const accounts = new AccountRepository(database.db);
    const records = new LearnRecordRepository(database.db);
    const a = await accounts.createUser({ account: 'a1', password_hash: 'h', role: 'pupil', created_at: 1 });
    const b = await accounts.createUser({ account: 'b1', password_hash: 'h', role: 'pupil', created_at: 1 });
    const id = await records.start(a, 821, null, 100);
    expect(await records.end(b, id, 200)).toBe(false);
    expect(await records.end(a, id, 300)).toBe(true);
    expect(await records.end(a, id, 400)).toBe(false);
    expect((await records.findById(id))?.ended_at).toBe(300);
  });

  it('records content imports idempotently', async () => {
    const imports = new ContentImportRepository(database.db);
    await imports.record({ source: 'module-tree', version: '1', imported_at: 1, report: '{"modules":3}' });
    await imports.record({ source: 'module-tree', version: '2', imported_at: 2, report: '{"modules":4}' });
    const rows = await imports.listAll();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: '2', report: '{"modules":4}' });
  });

  it('keeps each poem’s id (and what points at it) when a poem is added mid-list, corrected or dropped', async () => {
    const poem = (sort: number, title: string, content: string): ImportedPoem => ({
      collection: 'bibei75',
      sort,
      title,
      author: '范成大',
      dynasty: '宋',
      content,
      notes: '',
    });
    const collection = { key: 'bibei75', name: '小学必背古诗', sort: 1, source: 'test' };
    const replace = (poems: ImportedPoem[]) =>
      CatalogueImportRepository.inTransaction(database.db, (repo) => repo.replacePoemCollections([collection], poems));
    const ids = async () =>
      Object.fromEntries(
        (await database.db.selectFrom('poems').select(['title', 'id', 'sort']).orderBy('sort').execute()).map((r) => [
          r.title,
          [r.id, r.sort],
        ]),
      );

    await replace([poem(1, '甲', '一'), poem(2, '乙', '二'), poem(3, '丙', '三'), poem(4, '丁', '四')]);
    const before = await ids();
    const uid = await new AccountRepository(database.db).createUser({
      account: 'pupil1',
      password_hash: 'h',
      role: 'pupil',
      created_at: 1,
    });
    await database.db
      .insertInto('poem_favorites')
      .values({ user_id: uid, poem_id: before.丙?.[0] as number, created_at: 1 })
      .execute();

    // 新 goes in at 2, 乙's text is corrected, 丁 leaves the list.
    await replace([poem(1, '甲', '一'), poem(2, '新', '新'), poem(3, '乙', '二改'), poem(4, '丙', '三')]);
    const after = await ids();
    expect(Object.keys(after)).toEqual(['甲', '新', '乙', '丙']);
    expect(after.甲).toEqual([before.甲?.[0], 1]);
    expect(after.乙).toEqual([before.乙?.[0], 3]);
    expect(after.丙).toEqual([before.丙?.[0], 4]);
    expect(Object.values(before).map(([id]) => id)).not.toContain(after.新?.[0]);
    const favourite = await database.db.selectFrom('poem_favorites').select('poem_id').executeTakeFirstOrThrow();
    expect(favourite.poem_id).toBe(before.丙?.[0]);
    const corrected = await database.db
      .selectFrom('poems')
      .select('content')
      .where('id', '=', before.乙?.[0] as number)
      .executeTakeFirstOrThrow();
    expect(corrected.content).toBe('二改');
  });
});
