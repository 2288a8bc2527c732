import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the server sends as text: what compresses. Images, audio and fonts are compressed formats. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

export interface PrecompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir`, at the strongest settings
 * (brotli 11, gzip 9): done once per build, where the server compressing per request would use a
 * cheap setting every time. Even a file of a few bytes gets them (a few bytes larger): without a
 * copy, the server would compress it per request. Answers the totals.
 */
export async function precompress(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const path of filesIn(dir)) {
    work.push(
      (async () => {
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files += 1;
        totals.bytes += bytes.length;
        totals.brotliBytes += br.length;
        totals.gzipBytes += gz.length;
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(work);
  return totals;
}

/** The Vite plugin: precompresses the build output once it is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'yuwen-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, once the service worker and its manifest are written too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const totals = await precompress(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info(
          `${totals.files} files compressed: ${kb(totals.bytes)} → brotli ${kb(totals.brotliBytes)}, gzip ${kb(totals.gzipBytes)}`,
        );
      },
    },
  };
}
