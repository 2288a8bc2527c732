import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PackageFileCache } from '../src/plugins/package-files.js';

/** The bytes of a file through the cache, as the media sender asks: its info first. */
async function serve(cache: PackageFileCache, path: string): Promise<Buffer | undefined> {
  const info = await cache.info(path);
  return info && cache.bytes(path, info);
}

describe('package file cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'yuwen-pkg-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the stat for a while and a small file’s bytes until the file changes', async () => {
    const cache = new PackageFileCache({ revalidateMs: 1000 });
    const path = join(dir, 'a.json');
    writeFileSync(path, '{"a":1}');
    const info = await cache.info(path, 0);
    expect(info?.size).toBe(7);
    expect(info && (await cache.bytes(path, info))?.toString()).toBe('{"a":1}');
    expect(cache.heldBytes).toBe(7);

    // Removed on disk: still answered from memory until the stat is looked at again.
    unlinkSync(path);
    expect(await cache.info(path, 500)).toBe(info);
    expect(await cache.info(path, 2000)).toBeUndefined();
    expect(cache.heldBytes).toBe(0);

    writeFileSync(path, '{"a":22}');
    utimesSync(path, new Date(5000), new Date(5000));
    const changed = await cache.info(path, 3000);
    expect(changed?.etag).not.toBe(info?.etag);
    expect(changed && (await cache.bytes(path, changed))?.toString()).toBe('{"a":22}');
  });

  it('holds at most maxBytes, dropping the least recently served; big files are never held', async () => {
    const cache = new PackageFileCache({ maxBytes: 25, maxFileBytes: 10 });
    for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, name), name.repeat(10));
    writeFileSync(join(dir, 'big'), 'x'.repeat(11));
    for (const name of ['a', 'b']) await serve(cache, join(dir, name));
    expect(cache.heldBytes).toBe(20);
    // a served again: b is now the oldest, and goes for c.
    await serve(cache, join(dir, 'a'));
    await serve(cache, join(dir, 'c'));
    expect(cache.heldBytes).toBe(20);
    expect((await serve(cache, join(dir, 'big')))?.length).toBe(11);
    expect(cache.heldBytes).toBe(20);
  });
});
