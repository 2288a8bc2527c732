import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CODE, fail, MESSAGE } from '@yuwen/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage, StoredFileInfo } from '../storage/file-storage.js';
import { AppError } from './app-error.js';
import { PackageFileCache } from './package-files.js';

/** Where the bytes of an answer come from. */
export type MediaSource =
  /** An upload, by its key in the storage (`recitations/<file>`). */
  | { kind: 'stored'; storage: FileStorage; key: string }
  /** A file of an installed package or of the repository (stat and small files kept in memory). */
  | { kind: 'file'; path: string }
  /** Bytes made in memory (generated SVG, JSON); the ETag is their hash, no Last-Modified unless given. */
  | { kind: 'bytes'; body: Buffer | string; modifiedAt?: number };

export const storedFile = (storage: FileStorage, key: string): MediaSource => ({ kind: 'stored', storage, key });
export const packageFile = (path: string): MediaSource => ({ kind: 'file', path });
export const inMemory = (body: Buffer | string, modifiedAt?: number): MediaSource => ({
  kind: 'bytes',
  body,
  ...(modifiedAt !== undefined && { modifiedAt }),
});

export interface MediaAnswer {
  /** Content-Type of the bytes. */
  type: string;
  /** Cache-Control of a found file. */
  cache: string;
  /** An ETag to send instead of the file's own (an answer that must not be matched to another address's). */
  etag?: string;
  /** More headers of a found file (e.g. a Content-Security-Policy for SVG). */
  headers?: Record<string, string>;
  /** The message of the not-found envelope. */
  missingMessage?: string;
  /**
   * How a missing file answers: `http` (default; media fetched by <audio>/<img>) is HTTP 404 with
   * the envelope; `call` throws the AppError, so it answers like every call (HTTP 200, code 404).
   */
  missing?: 'http' | 'call';
}

/** Media is fetched by <audio>/<img>/hanzi-writer, so a missing file is a real HTTP 404 (with the envelope). */
export function sendNotFound(reply: FastifyReply, message: string = MESSAGE.notFound): FastifyReply {
  return reply.code(404).header('cache-control', 'no-cache').send(fail(CODE.notFound, message));
}

/** Stats and small files of the packages, kept in memory for every file route. */
const packageFiles = new PackageFileCache();

const hashEtag = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Pure: does an If-None-Match list name this ETag (weak comparison, as RFC 9110 wants for it)? */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Pure: the one range a Range header asks of `size` bytes: a range, 'unsatisfiable' (answer 416),
 * or undefined to send everything (no header, another unit, several ranges, bad syntax).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};
const httpDate = (ms: number) => new Date(ms).toUTCString();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Has the client's copy (If-None-Match, else If-Modified-Since) still the current bytes? */
function notModified(request: FastifyRequest, etag: string, modifiedAt: number | undefined): boolean {
  const noneMatch = header(request, 'if-none-match');
  if (noneMatch !== undefined) return etagMatches(noneMatch, etag);
  const since = header(request, 'if-modified-since');
  if (since === undefined || modifiedAt === undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && seconds(modifiedAt) <= seconds(date);
}

/** If-Range: a range of a changed file would mix two versions, so it holds only for the current one. */
function rangeStillValid(request: FastifyRequest, etag: string, modifiedAt: number | undefined): boolean {
  const ifRange = header(request, 'if-range');
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"')) return ifRange === etag;
  if (ifRange.startsWith('W/')) return false;
  const date = Date.parse(ifRange);
  return modifiedAt !== undefined && !Number.isNaN(date) && seconds(modifiedAt) === seconds(date);
}

/**
 * The one way every file route answers (uploads from the storage, package files, generated SVG and
 * JSON): Content-Type, Cache-Control, ETag and Last-Modified with conditional requests (304),
 * single byte ranges (206 + Content-Range; 416 when unsatisfiable), `Accept-Ranges: bytes`,
 * `X-Content-Type-Options: nosniff`, and HEAD without reading the bytes. A missing file answers
 * the not-found envelope.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  source: MediaSource,
  answer: MediaAnswer,
): Promise<FastifyReply> {
  const missing = () => {
    if (answer.missing === 'call') throw AppError.notFound(answer.missingMessage);
    return sendNotFound(reply, answer.missingMessage);
  };
  let whole: Buffer | undefined;
  let info: StoredFileInfo | undefined;
  if (source.kind === 'bytes') {
    whole = typeof source.body === 'string' ? Buffer.from(source.body) : source.body;
    info = { size: whole.length, modifiedAt: source.modifiedAt ?? 0, etag: hashEtag(whole) };
  } else {
    info = source.kind === 'file' ? await packageFiles.info(source.path) : await source.storage.stat(source.key);
  }
  if (!info) return missing();
  const { size } = info;
  const etag = answer.etag ?? info.etag;
  const modifiedAt = source.kind === 'bytes' && source.modifiedAt === undefined ? undefined : info.modifiedAt;

  const validators = () => {
    reply.header('cache-control', answer.cache).header('etag', etag);
    if (modifiedAt !== undefined) reply.header('last-modified', httpDate(modifiedAt));
    return reply;
  };
  if (notModified(request, etag, modifiedAt)) return validators().code(304).send();

  const asked = rangeStillValid(request, etag, modifiedAt) ? parseRange(header(request, 'range'), size) : undefined;
  if (asked === 'unsatisfiable') {
    return reply
      .code(416)
      .header('accept-ranges', 'bytes')
      .header('content-range', `bytes */${size}`)
      .header('cache-control', 'no-cache')
      .send();
  }
  const range = asked ?? { start: 0, end: size - 1 };

  // The bytes (none for HEAD): read before any header is set, so a file gone meanwhile is a clean 404.
  let body: Buffer | Readable;
  if (request.method === 'HEAD') {
    // Fastify keeps our Content-Length for HEAD and drops the (empty) body.
    body = Readable.from([]);
  } else if (source.kind === 'bytes') {
    const all = whole as Buffer;
    body = asked ? all.subarray(range.start, range.end + 1) : all;
  } else if (source.kind === 'file') {
    if (size <= packageFiles.options.maxFileBytes) {
      const read = await packageFiles.bytes(source.path, info);
      if (!read) return missing();
      body = asked ? read.subarray(range.start, range.end + 1) : read;
    } else {
      body = createReadStream(source.path, { start: range.start, end: range.end });
    }
  } else if (size === 0) {
    body = Buffer.alloc(0);
  } else {
    const stream = await source.storage.read(source.key, asked ? range : undefined);
    if (!stream) return missing();
    body = stream;
  }

  validators()
    .header('content-type', answer.type)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('content-length', String(range.end - range.start + 1));
  if (asked) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  if (answer.headers) reply.headers(answer.headers);
  return reply.send(body);
}
