import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CatalogueRepository,
  createDatabase,
  HzzyRepository,
  HzzyTrainingRepository,
  TextbookRepository,
} from '@yuwen/db';
import { loadConfig } from '../src/config/env.js';
import { HzzyService } from '../src/modules/hzzy/hzzy.service.js';
import { CommonWordIndex } from '../src/modules/hzzy/training/common-words.service.js';
import { createKszxService } from '../src/modules/kszx/kszx.plugin.js';
import { MediaService } from '../src/modules/media/media.service.js';
import { TextbookService } from '../src/modules/tbjx/textbook.service.js';
import { createStorage } from '../src/storage/create-storage.js';

/**
 * The budget of issue 17: generating a paper < 50 ms. Makes every unit paper and the 期末 of each
 * volume with fresh seeds on the real content (DATA_DIR's database, else a fresh import into a
 * temporary folder, 30–60 s) and prints p50/p99/max per kind, the first paper of each volume (which
 * reads the volume's material, kept a minute) apart. The common-words index is built first, as the
 * server builds it once it listens; its time is printed too.
 * Run: npx tsx apps/server/bench/kszx-paper.ts — the figures in words on stderr, one JSON line on
 * stdout (what `npm run bench` reads and judges).
 */
const BUDGET_MS = 50;
const ROUNDS = 20;
const root = new URL('../../..', import.meta.url).pathname;

const given = process.env.DATA_DIR;
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'yuwen-kszx-bench-'));
if (!given) {
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/importer/src/cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('the import failed');
}

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = createDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
const media = new MediaService(new CatalogueRepository(database.db), await createStorage(config));
const hzzy = new HzzyService(new HzzyRepository(database.db, database.engine), media);
const repo = new TextbookRepository(database.db);
const kszx = createKszxService({
  database,
  media,
  commonWords: new CommonWordIndex(new HzzyTrainingRepository(database.db)),
  hzzy,
  textbook: new TextbookService(repo, hzzy),
});
// As the server does once it listens, before any paper.
const indexStarted = performance.now();
await kszx.ready();
const indexMs = performance.now() - indexStarted;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
// cold: a volume's first paper, which also reads the volume's material (kept a minute after).
const times: Record<'cold' | 'unit' | 'final', number[]> = { cold: [], unit: [], final: [] };
let questions = 0;
for (const volume of await repo.listVolumes()) {
  const units = await repo.listUnits(volume.category_id);
  const first = performance.now();
  await kszx.generate(volume.key, units[0]?.key, 0);
  times.cold.push(performance.now() - first);
  for (const unitKey of [...units.map((u) => u.key), undefined]) {
    for (let seed = 1; seed <= ROUNDS; seed++) {
      const started = performance.now();
      questions += (await kszx.generate(volume.key, unitKey, seed)).length;
      times[unitKey ? 'unit' : 'final'].push(performance.now() - started);
    }
  }
}
await database.close();
if (!given) rmSync(dataDir, { recursive: true, force: true });

const figures: Record<string, { made: number; p50: number; p99: number }> = {};
for (const [kind, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  figures[kind] = { made: list.length, p50: Number(percentile(sorted, 0.5).toFixed(1)), p99: Number(p99.toFixed(1)) };
  console.error(
    `kszx ${kind} paper: ${list.length} made, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (budget ${BUDGET_MS} ms p99)`,
  );
}
console.error(`questions made: ${questions}; the word index, built once the server listens: ${indexMs.toFixed(0)} ms`);
process.stdout.write(`${JSON.stringify({ ...figures, questions, indexMs: Math.round(indexMs) })}\n`);
