// `npm test`: typecheck, lint, every Vitest project (database tests on SQLite, and on PostgreSQL
// too when TEST_POSTGRES_URL is set), the web build, then Playwright in real Chromium.
// Ends with one line `N passed, N failed` and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import './require-node.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'yuwen-test-'));
let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function step(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else failed += 1;
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);

const unitJson = join(reports, 'unit.json');
run('unit and integration (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitJson}`,
]);
if (existsSync(unitJson)) {
  const unit = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.success === false && unit.numFailedTests === 0 ? 1 : 0);
} else failed += 1;

if (run('web build', 'npm', ['run', '--silent', 'build'])) {
  const e2eJson = join(reports, 'e2e.json');
  run('e2e (playwright, chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON: e2eJson,
  });
  if (existsSync(e2eJson)) {
    const e2e = JSON.parse(readFileSync(e2eJson, 'utf8'));
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  } else failed += 1;
} else failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
