// The server the e2e tests drive: a fresh data dir, the content import, one pupil account, then
// the real server on E2E_PORT. Playwright starts it (webServer) and stops it after the run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from '../scripts/bundle.mjs';

const root = new URL('..', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'yuwen-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The membership journeys pay through the sandbox, which is off unless asked for.
  PAYMENT_PROVIDER: 'sandbox',
};
// e2e always runs on the embedded database, whatever the shell has set.
delete env.DATABASE_URL;

function step(args) {
  const result = spawnSync(tsx, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The importer and the server as `npm start` runs them: bundled, then plain node. Bundles stay in
// their app's dist folder (they find their packages in node_modules above it), named by port so
// parallel runs don't share a file.
const importerBundle = await bundle('importer', join(root, 'apps/importer/dist', `e2e-${env.PORT}.mjs`));
if (spawnSync(process.execPath, [importerBundle], { cwd: root, env, stdio: 'inherit' }).status !== 0) process.exit(1);
// One pupil per Playwright worker: a login on one account ends that account's other sessions.
for (let worker = 0; worker < 4; worker++) {
  step(['apps/server/src/cli/create-user.ts', `e2e_pupil_${worker}`, 'e2e-password-1', '--role=pupil']);
}
// One admin per worker as well (management pages: plans, activation cards).
for (let worker = 0; worker < 4; worker++) {
  step(['apps/server/src/cli/create-user.ts', `e2e_admin_${worker}`, 'e2e-password-1', '--role=admin']);
}
// And one teacher per worker (teachers' recordings of poems in the management page).
for (let worker = 0; worker < 4; worker++) {
  step(['apps/server/src/cli/create-user.ts', `e2e_teacher_${worker}`, 'e2e-password-1', '--role=teacher']);
}

const serverBundle = await bundle('server', join(root, 'apps/server/dist', `e2e-${env.PORT}.mjs`));
const server = spawn(process.execPath, [serverBundle], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
