import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BooksRepository, createDatabase, migrateToLatest } from '@yuwen/db';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { jiebaSegmenter } from '../src/modules/bpyd/book-search.js';
import { BpydService } from '../src/modules/bpyd/bpyd.service.js';
import { createUser, login } from './test-app.js';

/**
 * 部编阅读's budgets on an imported DATA_DIR (`content:import -- --only=module-tree`, `--only=books`):
 * full-text search p99 in process over the whole library, and a chapter's throughput against a bare
 * Fastify route of the same server. Run: DATA_DIR=… npx tsx apps/server/test/bpyd-bench.ts
 */
const QUERIES = [
  '守株待兔',
  '人之初',
  '性相近',
  '学',
  '读书',
  '农夫 树桩',
  '一年之计',
  '春',
  '精卫',
  '孝',
  '天地玄黄',
  '不知',
  '飞机',
  '的',
  '云对雨',
  '黎明即起',
  '兔子',
  '大禹',
  '月亮',
  '父母呼',
];
const ROUNDS = 100;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST: mkdtempSync(join(tmpdir(), 'bpyd-web-')) });
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database);

const service = new BpydService(
  new BooksRepository(database.db),
  { recordingFiles: async () => new Map() },
  jiebaSegmenter,
);
const built = performance.now();
await service.ready();
const buildMs = performance.now() - built;
const times: number[] = [];
let hits = 0;
for (let round = 0; round < ROUNDS; round++)
  for (const q of QUERIES) {
    const started = performance.now();
    hits += (await service.search(q)).total;
    times.push(performance.now() - started);
  }
times.sort((a, b) => a - b);
const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2);

const app = await buildApp(config, { database });
app.get('/bench/bare', async () => ({ code: 1, msg: 'ok', data: null }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const account = `bpyd_bench_${Date.now()}`;
await createUser(database, account, 'bench-password-1');
const pupil = await login(app, account, 'bench-password-1');
const [book] = await new BooksRepository(database.db).listBooks();
const chapterUrl = `${base}/api/study/bpyd/chapter?book_id=${book?.id}&chapter=1&uid=${pupil.id}&product=${pupil.product}&token=${pupil.token}`;
const rps = async (url: string) => (await autocannon({ url, connections: 10, duration: 5 })).requests.average;
await rps(`${base}/bench/bare`); // warm-up
const bare = await rps(`${base}/bench/bare`);
const chapter = await rps(chapterUrl);
// The same pupil's cheapest call (a search finding nothing): what authentication alone costs.
const signedIn = await rps(
  chapterUrl.replace(/chapter\?book_id=\d+&chapter=1/, `search?q=${encodeURIComponent('飞机')}`),
);
await app.close();
await database.close();
process.stdout.write(
  `${JSON.stringify({
    searchIndexBuildMs: Math.round(buildMs),
    searches: times.length,
    hits,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    bareRps: Math.round(bare),
    chapterRps: Math.round(chapter),
    chapterShareOfBare: `${Math.round((chapter / bare) * 100)}%`,
    signedInEmptySearchRps: Math.round(signedIn),
  })}\n`,
);
