// Bundles the server into one JavaScript file, apps/server/dist/server.mjs, which `npm start` and
// the bench run with plain node: loading the TypeScript sources through tsx costs about a second
// at every start. The workspace packages (@yuwen/*, TypeScript sources) go into the bundle; every
// other package stays an ordinary import from node_modules. Takes about 0.1 s. No source map: with
// node's --enable-source-maps the first error stack of a run parses it, which costs about a second;
// the bundle is plain, unminified code, with each part headed by its source file's path.
import { build } from 'esbuild';

const serverDir = new URL('.', import.meta.url).pathname;
export const BUNDLE = `${serverDir}dist/server.mjs`;

/** Writes the bundle (to `outfile`, default apps/server/dist/server.mjs) and answers its path. */
export async function bundleServer(outfile = BUNDLE) {
  await build({
    entryPoints: [`${serverDir}src/server.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@yuwen/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
  return outfile;
}

// `node apps/server/bundle.mjs [outfile]`
if (process.argv[1] === new URL(import.meta.url).pathname) await bundleServer(process.argv[2]);
