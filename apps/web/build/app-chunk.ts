import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const SRC = resolve(import.meta.dirname, '../src');
/** The page's entry, and the module that starts the app (main.tsx imports it once the splash has painted). */
const MAIN = resolve(SRC, 'main.tsx');
const START = resolve(SRC, 'app/start.tsx');
/** The dictionary overlay, opened by a tap on any character (components/dictionary-overlay/dictionary-host.tsx). */
const DICTIONARY = resolve(SRC, 'components/dictionary-overlay/dictionary-overlay.tsx');

/**
 * The pages pupils most often open first (a bookmark, a shared link, the installed app's start), by
 * address, and the lazy module each draws in both layouts. The build writes each a copy of the page
 * that also preloads that module's files (`first-pages/<address>.html`), which the server sends for
 * the address: its code then arrives beside the app's instead of a round trip after it has run.
 */
export const FIRST_PAGES: Readonly<Record<string, string>> = {
  '/login': 'features/login/components/login-page.tsx',
  '/index': 'features/home/components/home-tab.tsx',
  '/hzzy': 'features/hzzy/shared/components/hzzy-home-page.tsx',
  '/search': 'features/search/components/search-page.tsx',
  '/jdsd/content': 'features/jdsd/components/poem-page.tsx',
};

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The protocol's index re-exports every call: the modules behind it are left to Rolldown, which knows which exports are used. */
const PROTOCOL_INDEX = resolve(import.meta.dirname, '../../../packages/protocol/src/index.ts');

function staticallyReachable(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set([from]);
  const queue = [from];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (next === PROTOCOL_INDEX) continue;
    for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
      if (!reached.has(imported)) {
        reached.add(imported);
        queue.push(imported);
      }
    }
  }
  return reached;
}

/** The libraries of the first screen that get a chunk of their own (see firstScreenChunkGroups). */
const LIBRARY_CHUNKS = {
  react: /\/node_modules\/(react|react-dom|scheduler)\//,
  router: /\/node_modules\/react-router\//,
  query: /\/node_modules\/@tanstack\//,
};

/**
 * The chunk groups of the first screen: every module the app's start imports statically goes in one
 * chunk, `app`, so that the first screen is one script and one stylesheet (on a slow phone link each
 * extra file costs a round trip); the areas' pages stay in their own lazy chunks. What main.tsx
 * imports itself (the splash's styles, the preload helper) goes first into a small `boot` chunk:
 * were it pulled into `app`, the entry would import the whole app before the splash paints.
 */
export function firstScreenChunkGroups() {
  let sets: { boot: Set<string>; app: Set<string> } | undefined;
  const chunkSets = (graph: ModuleGraph) => {
    if (!sets) {
      const boot = staticallyReachable(MAIN, graph);
      boot.delete(MAIN);
      sets = { boot, app: new Set([...staticallyReachable(START, graph)].filter((module) => !boot.has(module))) };
    }
    return sets;
  };
  return [
    // The app's libraries, each its own chunk, which main.tsx evaluates one per task (src/library-steps.ts).
    ...Object.entries(LIBRARY_CHUNKS).map(([name, path]) => ({
      name: (id: string, graph: ModuleGraph) => (path.test(id) && chunkSets(graph).app.has(id) ? name : null),
      priority: 3,
    })),
    { name: (id: string, graph: ModuleGraph) => (chunkSets(graph).boot.has(id) ? 'boot' : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (chunkSets(graph).app.has(id) ? 'app' : null), priority: 1 },
  ];
}

type Bundle = Record<string, { type: string; fileName: string; moduleIds?: string[]; facadeModuleId?: string | null }>;
type Chunk = { type: 'chunk'; fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, the files of the chunks it imports statically (all the way down), and their stylesheets. */
function filesOf(chunk: Chunk, bundle: Bundle, found = new Set<string>()): Set<string> {
  if (found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') filesOf(imported as Chunk, bundle, found);
  }
  return found;
}

type LinkAttrs = Record<string, string | true>;

/** The link that fetches a file ahead: modules as modulepreload, stylesheets as preloads (a link would hold the paint). */
function preloadLink(file: string): LinkAttrs {
  return file.endsWith('.css')
    ? { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }
    : { rel: 'modulepreload', crossorigin: true, href: `/${file}` };
}

const headTag = (attrs: LinkAttrs) => ({ tag: 'link', attrs, injectTo: 'head' as const });

const linkHtml = (attrs: LinkAttrs) =>
  `<link ${Object.entries(attrs)
    .map(([name, value]) => (value === true ? name : `${name}="${value}"`))
    .join(' ')}>`;

function startChunk(bundle: Bundle): Chunk {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds?.includes(START));
  if (!chunk) throw new Error('the app start chunk is missing from the build');
  return chunk as Chunk;
}

function chunkOf(module: string, bundle: Bundle): Chunk {
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === module);
  if (!chunk) throw new Error(`${module} has no chunk of its own in the build`);
  return chunk as Chunk;
}

/**
 * Adds `<link rel="modulepreload">` for the app's chunk to the built page, so it downloads beside
 * the splash's stylesheet rather than after main.tsx has run. Its stylesheet is preloaded too, not
 * linked: a linked one would hold the splash back. The dictionary overlay's files get
 * `<link rel="prefetch">`: the browser fetches them when it has nothing more urgent to fetch, and
 * runs them only at the first tap on a character, which then waits for the character alone.
 * Then writes the first pages' copies of the page (FIRST_PAGES), each also preloading its page's files.
 */
export function preloadAppPlugin(): Plugin {
  return {
    name: 'yuwen-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Bundle;
        const chunk = startChunk(bundle);
        const firstScreen = filesOf(chunk, bundle);
        const later = [...filesOf(chunkOf(DICTIONARY, bundle), bundle)].filter((file) => !firstScreen.has(file));
        return {
          html,
          tags: [
            // Vite links the entry's own imports already.
            ...[chunk.fileName, ...chunk.imports, ...(chunk.viteMetadata?.importedCss ?? [])]
              .filter((file) => !html.includes(file))
              .map((file) => headTag(preloadLink(file))),
            ...later.map((file) => headTag({ rel: 'prefetch', crossorigin: true, href: `/${file}` })),
          ],
        };
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const page = output['index.html'];
        if (page?.type !== 'asset') throw new Error('index.html is missing from the build');
        const html = String(page.source);
        const firstScreen = filesOf(startChunk(bundle), bundle);
        for (const [address, module] of Object.entries(FIRST_PAGES)) {
          const files = [...filesOf(chunkOf(resolve(SRC, module), bundle), bundle)].filter(
            (file) => !firstScreen.has(file),
          );
          this.emitFile({
            type: 'asset',
            fileName: `first-pages${address}.html`,
            source: html.replace('</head>', `${files.map((file) => linkHtml(preloadLink(file))).join('')}</head>`),
          });
        }
      },
    },
  };
}
