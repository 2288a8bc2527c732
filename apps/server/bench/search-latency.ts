import { CatalogueRepository, createDatabase } from '@yuwen/db';
import { SEARCH_TYPES } from '@yuwen/protocol';
import { loadConfig } from '../src/config/env.js';
import { SearchService } from '../src/modules/search/search.service.js';

/**
 * Search latency over the whole catalogue on DATA_DIR, in process (the HTTP layer is measured by
 * the throughput runs): the one-off index build, then every query of a mixed set, all types and
 * one type paged, many times. Prints one JSON line.
 */
const QUERIES = [
  'xue',
  'xué',
  'xue2',
  'x',
  'zh',
  'shi',
  'yi',
  'hstz',
  'yxyy',
  'xuexi',
  'yín háng',
  'zhongguo',
  'a',
  'l',
  'lv',
  '学',
  '一',
  '不',
  '的',
  '人',
  '水',
  '氵',
  '子',
  '口',
  '8',
  '12',
  '1',
  '明月',
  '床前明月光',
  '李白',
  '杜甫',
  '春',
  '画蛇添足',
  '一心',
  '孔夫子',
  '天',
  '山水',
  '静夜思',
  '花',
  '风',
  '%%',
  'qwertyuiop',
  '中华人民共和国',
];
const ROUNDS = 30;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const service = new SearchService(new CatalogueRepository(database.db));
const built = performance.now();
await service.ready();
const buildMs = performance.now() - built;

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const keyword of QUERIES) {
    const type = round % 2 === 0 ? undefined : SEARCH_TYPES[round % SEARCH_TYPES.length];
    const started = performance.now();
    await service.search(keyword, type, 1 + (round % 3), 20);
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({ buildMs: Math.round(buildMs), queries: times.length, p50: at(0.5), p99: at(0.99), max: at(1) })}\n`,
);
await database.close();
