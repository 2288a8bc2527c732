import { createHash } from 'node:crypto';
import { type BrotliOptions, brotliCompressSync, gzipSync, type ZlibOptions } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text is worth compressing: HTML, CSS, JavaScript, JSON, SVG, XML, plain text. Audio, video and
 * raster images are compressed formats already (and `application/octet-stream`, which the plugin
 * compresses by default, is left alone too).
 */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

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
    encodings: ['gzip', 'br'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
    syncThreshold: IN_ONE_CALL_BYTES,
    // The plugin's one-call path uses these; streams keep node's own.
    zlib: {
      gzipSync: (bytes: Buffer, options?: ZlibOptions) =>
        kept.compressed('gzip', bytes, () => gzipSync(bytes, options)),
      brotliCompressSync: (bytes: Buffer, options?: BrotliOptions) =>
        kept.compressed('br', bytes, () => brotliCompressSync(bytes, options)),
    },
  });
}
