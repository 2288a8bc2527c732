import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BooksRepository, createDatabase, migrateToLatest } from '@yuwen/db';
import { loadConfig } from '../src/config/env.js';
import { BpydService } from '../src/modules/bpyd/bpyd.service.js';
import { JiebaSegmenter } from '../src/modules/bpyd/jieba-segmenter.js';

/**
 * 部编阅读's search over the whole library on an imported DATA_DIR, in process: the index build and
 * each query's time (`npm run bench` runs it and prints the figures; a chapter's throughput is
 * measured there against the bench server). Prints one JSON line.
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

const jieba = new JiebaSegmenter((error) => {
  throw error;
});
const service = new BpydService(new BooksRepository(database.db), { recordingFiles: async () => new Map() }, jieba);
const built = performance.now();
// Ready to search: the index built and jieba's dictionary loaded (in its worker, at the same time).
await Promise.all([service.ready(), jieba.segment('')]);
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
const at = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2));

await jieba.close();
await database.close();
process.stdout.write(
  `${JSON.stringify({
    searchIndexBuildMs: Math.round(buildMs),
    searches: times.length,
    hits,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  })}\n`,
);
