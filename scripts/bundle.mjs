// Bundles an app's entry into one JavaScript file that `npm start` (and the bench and the e2e
// server) run with plain node: loading the TypeScript sources through tsx costs about a second at
// every start. The workspace packages (@yuwen/*, TypeScript sources) go into the bundle, and so do
// kysely and zod (INLINED); every other package stays an ordinary import, found in node_modules
// above the bundle — so a bundle must live inside its app (apps/<app>/dist). Takes well under a
// second. No source map: with node's --enable-source-maps the first error stack of a run parses
// it, which costs about a second; the bundle is plain, unminified code, each part headed by its
// source file's path.
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** The entries: the server, and the content importer's command line. */
export const ENTRIES = {
  server: { entry: 'apps/server/src/server.ts', outfile: 'apps/server/dist/server.mjs' },
  importer: { entry: 'apps/importer/src/cli.ts', outfile: 'apps/importer/dist/cli.mjs' },
};

/**
 * npm packages bundled in although they are in node_modules: each is hundreds of small ES modules
 * that node found, read and compiled one by one, about 90 ms of every server start. Only pure
 * JavaScript that reads no files of its own, and that no package left outside imports (two copies
 * would not know each other's objects).
 */
const INLINED = /^(kysely|zod)(\/|$)/;

/** Writes the bundle of `app` (to `outfile`, default its dist file) and answers its path. */
export async function bundle(app, outfile = `${root}${ENTRIES[app].outfile}`) {
  await build({
    entryPoints: [`${root}${ENTRIES[app].entry}`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@yuwen/') || INLINED.test(path) ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

// `node scripts/bundle.mjs <server|importer> [outfile]`
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const app = process.argv[2];
  if (!(app in ENTRIES))
    throw new Error(`usage: node scripts/bundle.mjs <${Object.keys(ENTRIES).join('|')}> [outfile]`);
  await bundle(app, process.argv[3]);
}
