import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, JdmzRepository, migrateToLatest } from '@yuwen/db';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { fitting } from '../src/modules/jdmz/chain-rules.js';
import { KnownIdiomIndex } from '../src/modules/jdmz/known-idioms.js';
import { auth } from '../test/accounts-helpers.js';
import { createUser, form, login } from '../test/test-app.js';

/**
 * 成语接龙's budget (issue 15): a pupil's move answered < 5 ms p99, in process through the real
 * routes on an imported DATA_DIR — the session, the round read and written, the computer's reply.
 * The pupil always plays a fitting idiom, so every move is answered in full. Prints one JSON line.
 */
const MOVES = 2000;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST: mkdtempSync(join(tmpdir(), 'chain-web-')) });
const database = createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database);
const app = await buildApp(config, { database });
const account = `chain_bench_${Date.now()}`;
await createUser(database, account, 'bench-password-1');
const pupil = auth(await login(app, account, 'bench-password-1'));
const index = new KnownIdiomIndex(await new JdmzRepository(database.db).knownIdioms());
const post = async (url: string, values: Record<string, string | number>) =>
  (
    await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...pupil, ...values }),
    })
  ).json();

const times: number[] = [];
let round = (await post('/api/study/jdmz/chain', { mode: 'char' })).data;
while (times.length < MOVES) {
  const pick = round.status === 'playing' ? fitting(index, round, 'char')[0] : undefined;
  if (!pick) {
    round = (await post('/api/study/jdmz/chain', { mode: 'char' })).data;
    continue;
  }
  const started = performance.now();
  const answer = await post('/api/study/jdmz/chain/move', { id: round.id, idiom: pick.idiom });
  times.push(performance.now() - started);
  if (answer.code !== 1) throw new Error(answer.msg);
  round = answer.data;
}
await app.close();
await database.close();
times.sort((a, b) => a - b);
const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
process.stdout.write(`${JSON.stringify({ moves: times.length, p50: at(0.5), p99: at(0.99), max: at(1) })}\n`);
