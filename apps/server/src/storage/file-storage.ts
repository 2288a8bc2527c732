import type { Readable } from 'node:stream';

/** What a stored file is, without reading it. */
export interface StoredFileInfo {
  size: number;
  /** Epoch ms of the last write. */
  modifiedAt: number;
  /** A strong validator for the bytes (quoted, as HTTP wants it). */
  etag: string;
}

/** An inclusive byte range, as HTTP Range names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Uploaded files behind one interface, so several app servers can share them: local disk under
 * DATA_DIR/uploads (the default) or an S3-compatible object store (STORAGE_URL=s3://…).
 * Keys are `<folder>/<name>` (e.g. `avatars/ab12….png`); callers make names random.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** undefined when no such file. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** The bytes (all, or one range) as a stream; undefined when no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removing a missing file is harmless. */
  remove(key: string): Promise<void>;
  /** The files under a folder with their last write (epoch ms), for clean-ups. */
  list(folder: string): Promise<{ key: string; modifiedAt: number }[]>;
}
