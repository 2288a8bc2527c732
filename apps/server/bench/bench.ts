import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { FirstLoad } from './first-load.js';
import type { BenchResult } from './lighthouse.js';

/**
 * `npm run bench`: the budgets of DESIGN.md §6 that exist so far, each printed with its figure.
 * Throughput is compared with a bare Fastify route measured in the same server just before and
 * after each call (againstBare), so the ratio holds on any machine and at any moment of the run.
 */
const root = new URL('../../..', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'yuwen-bench-'));
// Quiet logs for the throughput figures (`npm start`'s own logging is measured apart), and the open
// calls' request limit at its ceiling: the limiter runs, but the one address of the load generator
// is not refused as a flood.
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_OPEN: '1000000000' };
/** What `npm start` reads, with its default logging; only the data folder and that limit set. */
const defaultEnv = { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_OPEN: '1000000000' };
/** What a browser sends: its answers come compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const results: BenchResult[] = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function runToEnd(args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${args[0]} exited ${code}`)),
    );
  });
}

/** Runs a script to its end and answers the JSON line it prints. */
function runForJson<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim())) : reject(new Error(`${args[0]} exited ${code}`)),
    );
  });
}

/** Starts a server (node with these arguments) and answers its port once it listens. */
function startServer(nodeArgs: string[], extraEnv: Record<string, string> = {}, baseEnv: NodeJS.ProcessEnv = env) {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...baseEnv, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<{ port: number }>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /PORT (\d+)/.exec(out)?.[1] ?? /ready on http:\/\/[^:]+:(\d+)/.exec(out)?.[1];
      if (!port) return;
      resolve({ port: Number(port) });
      // Its log lines from now on are read and dropped, as a terminal shows and forgets them.
      child.stdout.off('data', read);
      child.stdout.resume();
    };
    child.stdout.on('data', read);
    child.on('exit', (code) => reject(new Error(`${nodeArgs.join(' ')} exited ${code}`)));
  });
  return { child, ready };
}

/** Stops a server and waits until it has gone, so the next figure has the machine to itself. */
function stop(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * Bytes of a phone's first visit (empty cache) to the home screen and a poem page, from the bench
 * server (first-load.ts, in Chromium); undefined without a Chromium.
 */
async function measureFirstLoad(base: string): Promise<{ home: FirstLoad; poem: FirstLoad } | undefined> {
  if (!existsSync(chromium)) return undefined;
  await runToEnd(['apps/server/src/cli/create-user.ts', 'bench_first_load', 'bench-password-1', '--role=pupil']);
  return runForJson(['apps/server/bench/first-load.ts', base, 'bench_first_load', 'bench-password-1']);
}

async function throughput(
  url: string,
  connections = 10,
  headers: Record<string, string> = {},
): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections, duration: 6, pipelining: 1, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // A refused call (over a request limit, say) is HTTP 200 too: the call must still be answered.
  if (url.includes('/api/')) {
    const answer = (await (await fetch(url, { headers })).json()) as { code: number; msg: string };
    if (answer.code !== 1) throw new Error(`${url}: code ${answer.code} ${answer.msg}`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A call's throughput with the bare route measured just before and just after it, so a slower or
 * busier moment of the machine (another process, the server's own index builds after start) weighs
 * on both sides of the ratio alike. */
async function againstBare(
  base: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ rps: number; p99: number; bareRps: number }> {
  const before = await throughput(`${base}/bench/bare`);
  const figure = await throughput(url, 10, headers);
  const after = await throughput(`${base}/bench/bare`);
  return { ...figure, bareRps: (before.rps + after.rps) / 2 };
}

/** A result line for a call measured by againstBare: its share of the bare route. */
function shareResult(name: string, figure: { rps: number; p99: number; bareRps: number }, budget = 0.5): BenchResult {
  const share = figure.rps / figure.bareRps;
  return {
    name,
    value: `${Math.round(figure.rps)} req/s (p99 ${figure.p99} ms), ${(share * 100).toFixed(0)}% of bare (${Math.round(figure.bareRps)} req/s beside it)`,
    budget: budget > 0 ? `>= ${budget * 100}% of bare` : 'reported',
    ok: budget > 0 ? share >= budget : true,
  };
}

try {
  // The web app as `npm start` serves it, built first if the sources are newer (first load and
  // the initial JS are measured on that build; lighthouse.ts builds its own).
  if (spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('building the web app failed');
  const importMs = await runToEnd(['apps/importer/src/cli.ts']);
  results.push({
    name: 'content import (fresh database)',
    value: `${(importMs / 1000).toFixed(1)} s`,
    budget: '< 90 s',
    ok: importMs < 90_000,
  });

  // As `npm start` runs it: bundled to JavaScript (timed apart), then plain node, three times.
  const bundleStarted = performance.now();
  if (spawnSync(process.execPath, ['scripts/bundle.mjs', 'server'], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error('bundling the server failed');
  const bundleMs = performance.now() - bundleStarted;
  // From spawn to the first answered call (the search and 组字 indexes are still being built then,
  // a slice at a time, as after every start).
  const startMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const plain = startServer(['apps/server/dist/server.mjs'], { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    const { port } = await plain.ready;
    const answer = await fetch(`http://127.0.0.1:${port}/api/networkStatus`);
    if (!answer.ok) throw new Error(`networkStatus answered ${answer.status}`);
    startMs.push(performance.now() - started);
    const exited = new Promise((resolve) => plain.child.once('exit', resolve));
    plain.child.kill('SIGTERM');
    await exited;
  }
  results.push({
    name: 'server bundle (npm start)',
    value: `${Math.round(bundleMs)} ms`,
    budget: 'reported',
    ok: true,
  });
  const slowestStart = Math.max(...startMs);
  results.push({
    name: 'server start to first answer, existing database',
    value: `${startMs.map((ms) => Math.round(ms)).join(' / ')} ms (three starts)`,
    budget: '< 2000 ms each',
    ok: slowestStart < 2000,
  });

  const bench = startServer(['--import', 'tsx', 'apps/server/bench/bench-server.ts']);
  const { port } = await bench.ready;
  const base = `http://127.0.0.1:${port}`;
  await throughput(`${base}/bench/bare`); // warm-up
  const bare = await throughput(`${base}/bench/bare`);
  const tree = await againstBare(base, `${base}/api/study/module/module?deep=1&multi_status_code=0&version=v2`);
  const characterUrl = `${base}/api/study/ChineseCharacter/character?columns=dict&count=1&multi_status_code=0&version=v2&character_simplified=${encodeURIComponent('学')}`;
  await throughput(characterUrl); // warm-up (fills the answer cache, as a class looking up the same characters does)
  const character = await againstBare(base, characterUrl);
  // As a browser asks for it: compressed (brotli), which costs CPU on every answer.
  const characterCompressed = await againstBare(base, characterUrl, BROWSER);
  // 同步教学 as a pupil: one lesson, and the whole textbook tree asked one call at a time.
  const pupil = (await (
    await fetch(`${base}/api/passport/regi`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=bench_pupil&password=bench-pupil-1&product=44',
    })
  ).json()) as { data: { id: number; token: string } };
  const who = `uid=${pupil.data.id}&product=44&token=${pupil.data.token}&multi_status_code=0&version=v2`;
  const volumes = (await (await fetch(`${base}/api/study/textbook/volumes?${who}`)).json()) as {
    data: { id: number }[];
  };
  const volume = (await (await fetch(`${base}/api/study/textbook/volume?id=${volumes.data[0]?.id}&${who}`)).json()) as {
    data: { units: { lessons: { id: number; total: number }[] }[] };
  };
  const lessonId = volume.data.units.flatMap((unit) => unit.lessons).find((l) => l.total >= 6)?.id;
  const lesson = await againstBare(
    base,
    `${base}/api/study/resource/content?module_id=2007&lesson_id=${lessonId}&${who}`,
  );
  // 部编阅读 as a pupil: the first book's first chapter, with its pinyin.
  const home = (await (await fetch(`${base}/api/study/bpyd/home?${who}`)).json()) as {
    data: { books: { id: number }[] };
  };
  const chapterUrl = `${base}/api/study/bpyd/chapter?book_id=${home.data.books[0]?.id}&chapter=1&${who}`;
  await throughput(chapterUrl); // warm-up (builds the chapter's answer once, as the first reader does)
  const chapter = await againstBare(base, chapterUrl);
  const textbookTree = await throughput(`${base}/api/study/module/resourceCategory?module_id=2007&need_deep=1`, 1);
  // Files through the media sender (package files: stat and small files kept in memory).
  const strokeData = await againstBare(base, `${base}/hanzi-data/${encodeURIComponent('学')}.json`);
  const syllable = await againstBare(base, `${base}/audio/pinyin/xue2.mp3`);
  const firstLoad = await measureFirstLoad(base);
  await stop(bench.child);

  // The same call under `npm start`'s configuration (its default request logging), then with every
  // request logged (LOG_REQUESTS=all): a server of each in turn, asked as a browser asks.
  const asStarted = async (extraEnv: Record<string, string>) => {
    const server = startServer(['--import', 'tsx', 'apps/server/bench/bench-server.ts'], extraEnv, defaultEnv);
    const serverBase = `http://127.0.0.1:${(await server.ready).port}`;
    const url = characterUrl.replace(base, serverBase);
    await throughput(url, 10, BROWSER); // warm-up
    const figure = await againstBare(serverBase, url, BROWSER);
    await stop(server.child);
    return figure;
  };
  const characterDefault = await asStarted({});
  const characterAllLogged = await asStarted({ LOG_REQUESTS: 'all' });
  results.push({
    name: 'bare Fastify route',
    value: `${Math.round(bare.rps)} req/s (p99 ${bare.p99} ms)`,
    budget: 'reference',
    ok: true,
  });
  results.push(shareResult('character call 学', character));
  results.push(shareResult('character call 学, compressed (a browser’s Accept-Encoding)', characterCompressed));
  results.push(shareResult('character call 学, compressed, npm start’s default logging', characterDefault));
  results.push(
    shareResult('character call 学, compressed, every request logged (LOG_REQUESTS=all)', characterAllLogged, 0),
  );
  for (const [name, load] of [
    ['first load of /index (phone, empty cache)', firstLoad?.home],
    ['first load of a poem page (phone, empty cache)', firstLoad?.poem],
  ] as const) {
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
    results.push({
      name,
      value: load
        ? `${kb(load.bytes)} over the wire in ${load.requests} requests (scripts ${kb(load.byKind.script)}, styles ${kb(load.byKind.style)}, fonts ${kb(load.byKind.font)})`
        : 'not measured (no Chromium)',
      budget: 'reported',
      ok: true,
    });
  }
  results.push(shareResult('同步教学 lesson call', lesson));
  results.push({
    name: 'whole textbook tree (resourceCategory need_deep), one call at a time',
    value: `p99 ${textbookTree.p99} ms`,
    budget: 'p99 < 20 ms',
    ok: textbookTree.p99 < 20,
  });
  results.push(shareResult('stroke data 学.json', strokeData));
  results.push(shareResult('syllable recording xue2.mp3', syllable));
  results.push(shareResult('module tree ?deep=1', tree, 0));

  const search = await runForJson<{ buildMs: number; queries: number; p50: number; p99: number; max: number }>([
    'apps/server/bench/search-latency.ts',
  ]);
  results.push({
    name: 'search index build (once per process)',
    value: `${search.buildMs} ms`,
    budget: 'reported',
    ok: true,
  });
  results.push({
    name: `search over the whole catalogue (${search.queries} queries)`,
    value: `p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms, max ${search.max.toFixed(2)} ms`,
    budget: 'p99 < 10 ms',
    ok: search.p99 < 10,
  });

  const bookSearch = await runForJson<{ searchIndexBuildMs: number; searches: number; p99: number }>([
    'apps/server/bench/bpyd-search.ts',
  ]);
  results.push(shareResult('部编阅读 chapter with its pinyin', chapter));
  results.push({
    name: `部编阅读 full-text search (${bookSearch.searches} queries, index built in ${bookSearch.searchIndexBuildMs} ms)`,
    value: `p99 ${bookSearch.p99.toFixed(2)} ms`,
    budget: 'p99 < 20 ms',
    ok: bookSearch.p99 < 20,
  });
  const names = await runForJson<{ calls: number; poolMs: number; p50: number; p99: number }>([
    'apps/server/bench/name-ideas.ts',
  ]);
  results.push({
    name: `字源起名 name ideas for a surname (${names.calls} calls, pool built once in ${names.poolMs} ms)`,
    value: `p50 ${names.p50} ms, p99 ${names.p99} ms`,
    budget: 'p99 < 50 ms',
    ok: names.p99 < 50,
  });
  type PaperFigures = { made: number; p50: number; p99: number };
  const papers = await runForJson<{
    unit: PaperFigures;
    final: PaperFigures;
    cold: PaperFigures;
    questions: number;
    indexMs: number;
  }>(['apps/server/bench/kszx-paper.ts']);
  for (const [kind, figure] of [
    ['a unit paper', papers.unit],
    ['a 期末 paper', papers.final],
    [`a volume's first paper (reads its material; word index built at listen in ${papers.indexMs} ms)`, papers.cold],
  ] as const) {
    results.push({
      name: `考试中心 generating ${kind} (${figure.made} made)`,
      value: `p50 ${figure.p50} ms, p99 ${figure.p99} ms`,
      budget: 'p99 < 50 ms',
      ok: figure.p99 < 50,
    });
  }
  const chain = await runForJson<{ moves: number; p50: number; p99: number }>(['apps/server/bench/idiom-chain.ts']);
  results.push({
    name: `成语接龙, a pupil's move (${chain.moves} moves)`,
    value: `p50 ${chain.p50} ms, p99 ${chain.p99} ms`,
    budget: 'p99 < 5 ms',
    ok: chain.p99 < 5,
  });
  for (const view of await runForJson<{ engine: string; p50: number; p99: number }[]>([
    'apps/server/bench/class-view.ts',
  ])) {
    results.push({
      name: `class view, 50 pupils × 20 assignments (${view.engine})`,
      value: `p50 ${view.p50} ms, p99 ${view.p99} ms`,
      budget: 'p99 < 100 ms',
      ok: view.p99 < 100,
    });
  }

  // Lighthouse on the pages with score budgets: the web app built from the sources and the real
  // server on this content (lighthouse.ts starts both), three runs a page; a few minutes.
  if (existsSync(chromium))
    results.push(...(await runForJson<BenchResult[]>(['apps/server/bench/lighthouse.ts', '--data-dir', dataDir])));
  else results.push({ name: 'Lighthouse scores', value: 'not measured (no Chromium)', budget: '>= 95', ok: false });

  const indexHtml = join(root, 'apps/web/dist/index.html');
  // The initial JS of the home route: every script and modulepreload the page loads up front. The
  // dictionary's files, prefetched (fetched when the browser is idle, run at the first tap), are
  // told beside it.
  const html = readFileSync(indexHtml, 'utf8');
  const scripts = (rel: RegExp) =>
    [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .filter(([tag]) => rel.test(tag))
      .map(([tag]) => /(?:src|href)="\/(assets\/[^"]+\.js)"/.exec(tag)?.[1])
      .filter((file): file is string => file !== undefined);
  const gzipped = (files: string[]) =>
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, 'apps/web/dist', f))).length, 0);
  const files = scripts(/^<script\b|rel="modulepreload"/);
  const gz = gzipped(files);
  const prefetched = gzipped(scripts(/rel="prefetch"/));
  results.push({
    name: 'initial JS, mobile home route',
    value: `${(gz / 1024).toFixed(1)} KB gzip (${files.length} files); ${(prefetched / 1024).toFixed(1)} KB more prefetched for the dictionary`,
    budget: '<= 170 KB',
    ok: gz <= 170 * 1024,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(width)}  ${r.value}  [${r.budget}]`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
