import { createDatabase, migrateToLatest, ZyqmRepository } from '@yuwen/db';
import { ZyqmService } from '../src/modules/zyqm/zyqm.service.js';

/**
 * Issue 16's budget: name ideas for a surname < 50 ms p99, in process on an imported database
 * (after the once-per-process pool build, reported apart). Run: DATA_DIR=<a data dir with the
 * imported content> npx tsx apps/server/bench/name-ideas.ts
 */
const SURNAMES = ['李', '王', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '欧阳', '司马'];
const RUNS = 600;
const database = createDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? 'data' });
await migrateToLatest(database);
const service = new ZyqmService(new ZyqmRepository(database.db));
let start = performance.now();
await service.ideas({ surname: '李', length: 0, page: 1 });
console.log(`pool build (first call): ${(performance.now() - start).toFixed(1)} ms`);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  start = performance.now();
  await service.ideas({ surname: SURNAMES[i % SURNAMES.length] as string, length: i % 3, page: 1 + (i % 10) });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
console.log(
  `name ideas: p50 ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (budget 50 ms)`,
);
await database.close();
process.exit(p99 < 50 ? 0 : 1);
