import { createDatabase, migrateToLatest, ZyqmRepository } from '@yuwen/db';
import { ZyqmService } from '../src/modules/zyqm/zyqm.service.js';

/**
 * Issue 16's budget: name ideas for a surname < 50 ms p99, in process on an imported database
 * (after the once-per-process pool build, reported apart). Run: DATA_DIR=<a data dir with the
 * imported content> npx tsx apps/server/bench/name-ideas.ts — the figures in words on stderr, one JSON
 * line on stdout (what `npm run bench` reads and judges).
 */
const SURNAMES = ['李', '王', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '欧阳', '司马'];
const RUNS = 600;
const database = createDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
await migrateToLatest(database);
const service = new ZyqmService(new ZyqmRepository(database.db));
let start = performance.now();
await service.ideas({ surname: '李', length: 0, page: 1 });
const poolMs = performance.now() - start;
console.error(`pool build (first call): ${poolMs.toFixed(1)} ms`);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  start = performance.now();
  await service.ideas({ surname: SURNAMES[i % SURNAMES.length] as string, length: i % 3, page: 1 + (i % 10) });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
const p50 = times[Math.floor(times.length / 2)] ?? 0;
console.error(`name ideas: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (budget 50 ms)`);
await database.close();
const round = (ms: number) => Number(ms.toFixed(2));
process.stdout.write(`${JSON.stringify({ calls: RUNS, poolMs: round(poolMs), p50: round(p50), p99: round(p99) })}\n`);
