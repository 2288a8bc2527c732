import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { createStorage } from '../src/storage/create-storage.js';
import type { FileStorage } from '../src/storage/file-storage.js';
import { LocalFileStorage } from '../src/storage/local-storage.js';
import { S3FileStorage } from '../src/storage/s3-storage.js';
import { StorageKeyError } from '../src/storage/storage-keys.js';
import { startTestS3, type TestS3 } from './s3-test-server.js';

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const HELLO = Buffer.from('你好, storage! 0123456789');
const BAD_KEYS = [
  '',
  'avatars',
  'avatars/',
  '/avatars/a.webp',
  '../a.webp',
  'avatars/../../etc/passwd',
  'avatars/..',
  'avatars/.hidden',
  'avatars/a/b.webp',
  'avatars\\..\\a',
  'Avatars/a.webp',
  'avatars/a b.webp',
  'avatars/a.webp\0',
];

let s3: TestS3;
let localRoot: string;
beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = mkdtempSync(join(tmpdir(), 'yuwen-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

let run = 0;
/** A fresh, empty storage of each kind per test (its own folder on disk, its own prefix in the bucket). */
const backEnds: [string, () => FileStorage | Promise<FileStorage>][] = [
  ['local disk', () => new LocalFileStorage(join(localRoot, `run-${++run}`))],
  ['S3 (s3rver)', () => createStorage(loadConfig({ ...s3.env(`run-${++run}`), LOG_LEVEL: 'silent' }))],
];

describe.each(backEnds)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeEach(async () => {
    storage = await make();
  });

  it('keeps a file and tells its size, last write and a quoted ETag', async () => {
    const before = Date.now();
    await storage.put('recitations/a1.webm', HELLO, 'audio/webm');
    const info = await storage.stat('recitations/a1.webm');
    expect(info?.size).toBe(HELLO.length);
    expect(info?.etag).toMatch(/^"[^"]+"$/);
    // S3 keeps whole seconds.
    expect(info?.modifiedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(info?.modifiedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await bytesOf(await storage.read('recitations/a1.webm')))?.equals(HELLO)).toBe(true);
  });

  it('reads one byte range, inclusive at both ends', async () => {
    await storage.put('recitations/a1.webm', HELLO, 'audio/webm');
    expect((await bytesOf(await storage.read('recitations/a1.webm', { start: 0, end: 1 })))?.toString('hex')).toBe(
      HELLO.subarray(0, 2).toString('hex'),
    );
    const tail = await bytesOf(await storage.read('recitations/a1.webm', { start: 10, end: HELLO.length - 1 }));
    expect(tail?.equals(HELLO.subarray(10))).toBe(true);
  });

  it('replaces a file whole, with a new ETag', async () => {
    await storage.put('avatars/x.webp', HELLO, 'image/webp');
    const first = await storage.stat('avatars/x.webp');
    const longer = Buffer.concat([HELLO, HELLO]);
    await storage.put('avatars/x.webp', longer, 'image/webp');
    const second = await storage.stat('avatars/x.webp');
    expect(second?.size).toBe(longer.length);
    expect(second?.etag).not.toBe(first?.etag);
    expect((await bytesOf(await storage.read('avatars/x.webp')))?.equals(longer)).toBe(true);
  });

  it('lists a folder only, with each file’s last write', async () => {
    expect(await storage.list('poem-audio')).toEqual([]);
    await storage.put('poem-audio/b.wav', HELLO, 'audio/wav');
    await storage.put('poem-audio/a.wav', HELLO, 'audio/wav');
    await storage.put('poem-audiox/c.wav', HELLO, 'audio/wav');
    await storage.put('recitations/d.wav', HELLO, 'audio/wav');
    const listed = await storage.list('poem-audio');
    expect(listed.map((f) => f.key).sort()).toEqual(['poem-audio/a.wav', 'poem-audio/b.wav']);
    for (const f of listed) expect(Math.abs(f.modifiedAt - Date.now())).toBeLessThan(60_000);
  });

  it('removes a file; removing it again, or a file never kept, is harmless', async () => {
    await storage.put('avatars/gone.webp', HELLO, 'image/webp');
    await storage.remove('avatars/gone.webp');
    expect(await storage.stat('avatars/gone.webp')).toBeUndefined();
    expect(await storage.read('avatars/gone.webp')).toBeUndefined();
    await expect(storage.remove('avatars/gone.webp')).resolves.toBeUndefined();
    await expect(storage.remove('avatars/never.webp')).resolves.toBeUndefined();
    expect(await storage.list('avatars')).toEqual([]);
  });

  it('answers undefined for a missing file, in a missing folder too', async () => {
    expect(await storage.stat('recitations/missing.webm')).toBeUndefined();
    expect(await storage.read('recitations/missing.webm')).toBeUndefined();
    expect(await storage.read('recitations/missing.webm', { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('refuses keys that are not <folder>/<name>, so nothing reaches outside a folder', async () => {
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, HELLO, 'text/plain'), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.read(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    for (const folder of ['', '..', 'a/b', '../avatars', '.']) {
      await expect(storage.list(folder), folder).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

describe('local disk storage', () => {
  it('keeps the layout DATA_DIR/uploads/<folder>/<file>, written atomically (no temp file left)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yuwen-data-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.storage).toEqual({ kind: 'local', dir: join(dataDir, 'uploads') });
      const storage = await createStorage(config);
      expect(storage).toBeInstanceOf(LocalFileStorage);
      await storage.put('recitations/abc.webm', HELLO, 'audio/webm');
      const dir = join(dataDir, 'uploads', 'recitations');
      expect(readdirSync(dir)).toEqual(['abc.webm']);
      expect(readFileSync(join(dir, 'abc.webm')).equals(HELLO)).toBe(true);
      // An existing installation's file is found where it always was.
      expect((await storage.list('recitations')).map((f) => f.key)).toEqual(['recitations/abc.webm']);
      expect(existsSync(join(dataDir, 'uploads', 'avatars'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('derives the ETag from size and last write', async () => {
    const storage = new LocalFileStorage(join(localRoot, 'etag'));
    await storage.put('avatars/e.webp', HELLO, 'image/webp');
    const info = await storage.stat('avatars/e.webp');
    expect(info?.etag).toBe(`"${HELLO.length.toString(16)}-${Math.floor(info?.modifiedAt ?? 0).toString(16)}"`);
  });
});

describe('S3 storage', () => {
  it('is chosen by STORAGE_URL and keeps keys under its prefix, apart from other prefixes', async () => {
    const config = loadConfig(s3.env('site-a/uploads'));
    expect(config.storage).toMatchObject({ kind: 's3', bucket: s3.bucket, prefix: 'site-a/uploads' });
    const a = await createStorage(config);
    expect(a).toBeInstanceOf(S3FileStorage);
    await a.put('avatars/p.webp', HELLO, 'image/webp');
    const b = await createStorage(loadConfig(s3.env('site-b')));
    expect(await b.stat('avatars/p.webp')).toBeUndefined();
    expect(await b.list('avatars')).toEqual([]);
    expect((await a.list('avatars')).map((f) => f.key)).toEqual(['avatars/p.webp']);
  });

  it('answers the object’s own ETag (S3: the MD5 of a simple upload)', async () => {
    const storage = await createStorage(loadConfig(s3.env('etag')));
    await storage.put('avatars/e.webp', HELLO, 'image/webp');
    const { createHash } = await import('node:crypto');
    expect((await storage.stat('avatars/e.webp'))?.etag).toBe(`"${createHash('md5').update(HELLO).digest('hex')}"`);
  });
});
