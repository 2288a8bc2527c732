import { createHash } from 'node:crypto';
import {
  type BrotliOptions,
  brotliCompressSync,
  gzipSync,
  type ZlibOptions,
  constants as zlibConstants,
} from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Text is worth compressing: HTML, CSS, JavaScript, JSON, SVG, XML, plain text. Audio, video and
 * raster images are compressed formats already (and `application/octet-stream`, which the plugin
 * compresses by default, is left alone too).
 */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Smaller answers gain less from compression than its headers cost. */
const THRESHOLD_BYTES = 1024;

/** Answers up to this size are compressed in one call (and remembered); larger ones stream. */
const IN_ONE_CALL_BYTES = 64 * 1024;

/**
 * Compressed answers kept by the SHA-256 of their bytes and their encoding, the least recently used
 * dropped first past `maxBytes`. Many answers repeat byte for byte — a class looking up the same
 * character, every pupil's stroke data and module tree — and compressing one again costs more CPU
 * than making it did; hashing it costs a tenth. The result depends on the bytes alone, so sharing
 * it between callers shows nobody anything.
 */
export class CompressedAnswers {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;
  hits = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** `compress()`'s result for these bytes, made now or kept from before. */
  compressed(encoding: string, bytes: Buffer, compress: () => Buffer): Buffer {
    const key = `${encoding}:${createHash('sha256').update(bytes).digest('base64')}`;
    const kept = this.#entries.get(key);
    if (kept) {
      this.hits += 1;
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const made = compress();
    this.#entries.set(key, made);
    this.#bytes += made.length;
    for (const [oldest, result] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= result.length;
    }
    return made;
  }
}

type Encoding = 'br' | 'gzip';

/** The encodings of answers made per request, the first preferred (see registerCompression). */
const ANSWER_ENCODINGS: readonly Encoding[] = ['gzip', 'br'];
/** The plugin's brotli quality for answers, used for kept answers too. */
const ANSWER_BROTLI: BrotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Of `order`, the first encoding the client's Accept-Encoding takes (not with q=0); `*` takes any.
 */
export function preferredEncoding(accept: string | undefined, order: readonly Encoding[]): Encoding | undefined {
  const taken = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) taken.add(name);
  }
  return order.find((encoding) => taken.has(encoding) || taken.has('*'));
}

/** An envelope's JSON as UTF-8 and its compressed forms, made once for a kept data object. */
interface KeptAnswer {
  bytes: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const keptAnswers = new WeakMap<object, KeptAnswer>();

/**
 * Sends the envelope of `data`, an object its service keeps and answers unchanged again and again
 * (a dictionary entry, a book's chapter). It is serialized, and compressed per encoding, once per
 * object and remembered for as long as the object lives, where any other answer is serialized and
 * hashed (CompressedAnswers) on every request: for a compressed dictionary entry that was about two
 * fifths of the call's CPU. Encodings and threshold as for every other answer.
 */
export function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  data: object,
  envelope: () => unknown,
): FastifyReply {
  let kept = keptAnswers.get(data);
  if (!kept) {
    // Bytes rather than the string: a chapter's text would be encoded to UTF-8 again on every send.
    kept = { bytes: Buffer.from(JSON.stringify(envelope())), encoded: {} };
    keptAnswers.set(data, kept);
  }
  reply.type('application/json; charset=utf-8');
  if (kept.bytes.length < THRESHOLD_BYTES) return reply.send(kept.bytes);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding'], ANSWER_ENCODINGS);
  if (!encoding) return reply.send(kept.bytes);
  const { bytes, encoded } = kept;
  encoded[encoding] ??= encoding === 'br' ? brotliCompressSync(bytes, ANSWER_BROTLI) : gzipSync(bytes);
  return reply.header('content-encoding', encoding).send(encoded[encoding]);
}

/**
 * Answers compressed as the client's Accept-Encoding asks when they are text of at least 1 KB;
 * smaller ones gain less than the headers cost. gzip when the client takes both: on the calls' few
 * KB of JSON it is as small as brotli at the plugin's quality 4 and costs about half the CPU
 * (brotli sets up a large state per answer); brotli for a client that takes only it. The web app's
 * files come in brotli 11 all the same, compressed at build time. Answers up to 64 KB are
 * compressed in one call and remembered (`CompressedAnswers`, 8 MB of results). Partial answers (206, a
 * Content-Range) stay as they are, so byte ranges of the media sender keep counting the file's own
 * bytes; answers that already carry a Content-Encoding (the web app's files, see
 * static-web.plugin.ts) are sent as they are. Bodies sent to us are not decompressed.
 */
export async function registerCompression(
  app: FastifyInstance,
  kept = new CompressedAnswers(8 * 1024 * 1024),
): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
    syncThreshold: IN_ONE_CALL_BYTES,
    brotliOptions: ANSWER_BROTLI,
    // The plugin's one-call path uses these; streams keep node's own.
    zlib: {
      gzipSync: (bytes: Buffer, options?: ZlibOptions) =>
        kept.compressed('gzip', bytes, () => gzipSync(bytes, options)),
      brotliCompressSync: (bytes: Buffer, options?: BrotliOptions) =>
        kept.compressed('br', bytes, () => brotliCompressSync(bytes, options)),
    },
  });
}
