import { readFile, stat } from 'node:fs/promises';
import type { StoredFileInfo } from '../storage/file-storage.js';
import { localEtag } from '../storage/local-storage.js';

interface Entry {
  info: StoredFileInfo;
  /** The bytes of a small file once read; checked against a fresh stat with the entry. */
  bytes?: Buffer;
  until: number;
}

export interface PackageFileCacheOptions {
  /** How long a stat is trusted before the file is looked at again. */
  revalidateMs: number;
  /** Files up to this size are kept in memory; bigger ones are streamed from disk every time. */
  maxFileBytes: number;
  /** All kept bytes together (the least recently served go first). */
  maxBytes: number;
  maxEntries: number;
}

const DEFAULTS: PackageFileCacheOptions = {
  revalidateMs: 60_000,
  maxFileBytes: 64 * 1024,
  // The stroke data of the common characters and the syllable recordings fit, with room to spare.
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 50_000,
};

/**
 * Files of the installed packages (stroke data, syllable recordings, the font, licences) change
 * only with a reinstall, and a few thousand of them are served over and over: their stat is kept a
 * minute and the bytes of small ones are kept in memory (least recently served dropped first), so
 * a hot file costs no disk access at all.
 */
export class PackageFileCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;
  readonly options: PackageFileCacheOptions;

  constructor(options: Partial<PackageFileCacheOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Size, last write and ETag of a file; undefined when it is not a file. */
  async info(path: string, now = Date.now()): Promise<StoredFileInfo | undefined> {
    const entry = this.entries.get(path);
    if (entry && entry.until > now) return entry.info;
    const s = await stat(path).catch(() => undefined);
    if (!s?.isFile()) {
      this.drop(path);
      return undefined;
    }
    const info = { size: s.size, modifiedAt: s.mtimeMs, etag: localEtag(s.size, s.mtimeMs) };
    if (entry && entry.info.etag === info.etag) {
      entry.until = now + this.options.revalidateMs;
      return entry.info;
    }
    this.drop(path);
    while (this.entries.size >= this.options.maxEntries) this.dropOldest();
    this.entries.set(path, { info, until: now + this.options.revalidateMs });
    return info;
  }

  /** The bytes of a small file (≤ maxFileBytes) whose `info` was just answered; undefined when it is gone. */
  async bytes(path: string, info: StoredFileInfo): Promise<Buffer | undefined> {
    const entry = this.entries.get(path);
    if (entry?.bytes && entry.info.etag === info.etag) {
      // Most recently served last, so the oldest go first.
      this.entries.delete(path);
      this.entries.set(path, entry);
      return entry.bytes;
    }
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) {
      this.drop(path);
      return undefined;
    }
    if (
      entry &&
      entry.info.etag === info.etag &&
      bytes.length === info.size &&
      bytes.length <= this.options.maxFileBytes
    ) {
      while (this.held + bytes.length > this.options.maxBytes && this.entries.size > 0) this.dropOldest();
      if (this.entries.get(path) === entry) {
        entry.bytes = bytes;
        this.held += bytes.length;
      }
    } else if (bytes.length !== info.size) {
      // Changed since its stat: look again next time.
      this.drop(path);
    }
    return bytes;
  }

  /** Bytes held in memory now (for tests). */
  get heldBytes(): number {
    return this.held;
  }

  private drop(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.held -= entry.bytes?.length ?? 0;
    this.entries.delete(path);
  }

  private dropOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.drop(oldest.value);
  }
}
