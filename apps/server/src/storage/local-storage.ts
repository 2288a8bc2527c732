import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage, StoredFileInfo } from './file-storage.js';
import { checkStorageFolder, isStoredName, splitStorageKey } from './storage-keys.js';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** A strong validator from what the file system knows: size and last write, quoted. */
export function localEtag(size: number, modifiedAt: number): string {
  return `"${size.toString(16)}-${Math.floor(modifiedAt).toString(16)}"`;
}

/**
 * Files on local disk under one root (DATA_DIR/uploads): key `<folder>/<name>` is the file
 * `<root>/<folder>/<name>`, the layout the server always had. A write goes to a temp file
 * (`.<name>.<random>.tmp`, never listed) and is renamed into place, so a reader never sees half a
 * file. Keys are checked, so none reaches outside its folder.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private path(key: string): string {
    const { folder, name } = splitStorageKey(key);
    return join(this.root, folder, name);
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const { folder, name } = splitStorageKey(key);
    const dir = join(this.root, folder);
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, bytes);
      await rename(temp, join(dir, name));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { size: info.size, modifiedAt: info.mtimeMs, etag: localEtag(info.size, info.mtimeMs) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const path = this.path(key);
    // Opened first, so a missing file is `undefined` here rather than a stream error later.
    const handle = await open(path, 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await unlink(this.path(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: number }[]> {
    const dir = join(this.root, checkStorageFolder(folder));
    const names = await readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const found = await Promise.all(
      names.filter(isStoredName).map(async (name) => {
        const info = await stat(join(dir, name)).catch(() => undefined);
        return info?.isFile() ? { key: `${folder}/${name}`, modifiedAt: info.mtimeMs } : undefined;
      }),
    );
    return found.filter((f) => f !== undefined);
  }
}
