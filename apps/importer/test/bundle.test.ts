import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@yuwen/db';
import { afterAll, describe, expect, it } from 'vitest';
import { originsSource } from '../src/sources/origins/origins.source.js';

// `npm start` runs the importer bundled into one file (scripts/bundle.mjs). A source's version
// hashes its own folder's code, found from the importer's root: the bundle must compute the same
// versions as the sources, or every start would import again (and miss changes).
const importerDir = new URL('..', import.meta.url).pathname;
const bundleFile = join(importerDir, 'dist', `bundle-test-${process.pid}.mjs`);
const dataDir = mkdtempSync(join(tmpdir(), 'yuwen-importer-bundle-'));

afterAll(() => {
  rmSync(bundleFile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the bundled importer (npm start)', () => {
  it('imports a source and records the version the sources compute', async () => {
    const built = spawnSync(process.execPath, [join(importerDir, '../../scripts/bundle.mjs'), 'importer', bundleFile], {
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = spawnSync(process.execPath, [bundleFile, '--only=origins'], { encoding: 'utf8', env });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('导入 1 项');

    const database = createDatabase({ url: undefined, dataDir });
    try {
      const row = await database.db
        .selectFrom('content_imports')
        .select('version')
        .where('source', '=', 'origins')
        .executeTakeFirstOrThrow();
      expect(row.version).toBe(originsSource.version);
    } finally {
      await database.close();
    }
    const again = spawnSync(process.execPath, [bundleFile, '--only=origins'], { encoding: 'utf8', env });
    expect(again.stdout).toContain('跳过 1 项');
  }, 60_000);
});
