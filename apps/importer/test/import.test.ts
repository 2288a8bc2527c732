import { Writable } from 'node:stream';
import { type Database, ModuleRepository } from '@yuwen/db';
import { createTestDatabase, testEngines } from '@yuwen/db/testing';
import { MODULE_IDS } from '@yuwen/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportSource } from '../src/import-source.js';
import { runImport } from '../src/pipeline.js';
import { MODULE_TREE } from '../src/sources/module-tree/module-tree.data.js';
import { flattenModuleTree } from '../src/sources/module-tree/module-tree.normalize.js';
import { moduleTreeSource } from '../src/sources/module-tree/module-tree.source.js';

const quiet = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as NodeJS.WriteStream;

describe('module tree data', () => {
  const rows = flattenModuleTree(MODULE_TREE);

  it('holds every stored module id of the spec', () => {
    const ids = new Set(rows.map((r) => r.id));
    for (const [key, id] of Object.entries(MODULE_IDS)) expect(ids.has(id), key).toBe(true);
  });

  it('puts the hzzy modules under hzzy and keeps pid as text', () => {
    const hzzy = rows.find((r) => r.key === 'hzzy');
    for (const id of [
      MODULE_IDS.hzzy_pyxx,
      MODULE_IDS.hzzy_hzcs,
      MODULE_IDS.hzzy_jbzy,
      MODULE_IDS.hzzy_bphz,
      MODULE_IDS.hzzy_hzxl,
      MODULE_IDS.hzzy_zyzd,
    ]) {
      expect(rows.find((r) => r.id === id)?.pid).toBe(String(hzzy?.id));
    }
    expect(rows.find((r) => r.id === MODULE_IDS.bpyd_library)?.pid).toBe(
      String(rows.find((r) => r.key === 'bpyd')?.id),
    );
  });

  it('has unique ids and keys and Chinese names', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const r of rows) expect(r.name).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});

describe.each(testEngines())('import pipeline on %s', (engine) => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.close();
  });

  it('loads the module tree, then skips it while its version is unchanged', async () => {
    const first = await runImport(database, [moduleTreeSource], { out: quiet });
    const count = flattenModuleTree(MODULE_TREE).length;
    expect(first).toMatchObject([{ name: 'module-tree', status: 'imported', counts: { modules: count } }]);
    expect(await new ModuleRepository(database.db).listAll()).toHaveLength(count);
    const second = await runImport(database, [moduleTreeSource], { out: quiet });
    expect(second).toMatchObject([{ status: 'skipped', counts: { modules: count } }]);
    const forced = await runImport(database, [moduleTreeSource], { out: quiet, force: true });
    expect(forced[0]?.status).toBe('imported');
    expect(await new ModuleRepository(database.db).listAll()).toHaveLength(count);
  });

  it('re-imports a source whose version changed, and resumes after a failed source', async () => {
    let runs = 0;
    const counting = (version: string): ImportSource => ({
      name: 'counting',
      title: 'counting',
      version,
      run: async () => ({ runs: ++runs }),
    });
    const failing: ImportSource = {
      name: 'failing',
      title: 'failing',
      version: '1',
      run: async () => {
        throw new Error('disk full');
      },
    };
    await expect(runImport(database, [counting('1'), failing], { out: quiet })).rejects.toThrow('disk full');
    const resumed = await runImport(database, [counting('1')], { out: quiet });
    expect(resumed[0]?.status).toBe('skipped');
    await runImport(database, [counting('2')], { out: quiet });
    expect(runs).toBe(2);
  });
});
