// The server the e2e tests drive: a fresh data dir, the content import, the test accounts, then
// the real server on E2E_PORT. Playwright starts it (webServer) and stops it after the run.
// With E2E_SERVERS=2 (and TEST_POSTGRES_URL): two servers, each with its own data dir, on one
// fresh PostgreSQL database and one S3-compatible store, behind a round-robin proxy on E2E_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from '../scripts/bundle.mjs';
import { startRoundRobinProxy, startSharedStores, waitForServer } from './shared-stores.mjs';

const root = new URL('..', import.meta.url).pathname;
const tsx = join(root, 'node_modules/.bin/tsx');
const port = Number(process.env.E2E_PORT ?? 3100);
const servers = Number(process.env.E2E_SERVERS ?? 1);
const dataDirs = Array.from({ length: servers }, () => mkdtempSync(join(tmpdir(), 'yuwen-e2e-')));
const env = {
  ...process.env,
  DATA_DIR: dataDirs[0],
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The membership journeys pay through the sandbox, which is off unless asked for.
  PAYMENT_PROVIDER: 'sandbox',
};
// One server runs on the embedded database, whatever the shell has set; several share PostgreSQL.
delete env.DATABASE_URL;
let removeSharedStores = async () => {};
if (servers > 1) {
  if (!process.env.TEST_POSTGRES_URL) {
    console.error('E2E_SERVERS needs TEST_POSTGRES_URL (a PostgreSQL server to make the shared database in)');
    process.exit(1);
  }
  const shared = await startSharedStores(process.env.TEST_POSTGRES_URL, String(port));
  Object.assign(env, shared.env);
  removeSharedStores = shared.remove;
}

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
// One server answers on E2E_PORT itself; several on the ports after it, with the proxy on E2E_PORT.
const serverPorts = servers === 1 ? [port] : dataDirs.map((_, index) => port + 1 + index);
const children = serverPorts.map((serverPort, index) =>
  spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: { ...env, PORT: String(serverPort), DATA_DIR: dataDirs[index] },
    stdio: 'inherit',
  }),
);
let proxy;
if (servers > 1) {
  await Promise.all(serverPorts.map((serverPort) => waitForServer(serverPort)));
  proxy = startRoundRobinProxy(port, serverPorts);
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
let running = children.length;
for (const child of children) {
  child.on('exit', async (code) => {
    // One server gone ends the run: the others stop too.
    stop();
    running -= 1;
    if (running > 0) return;
    proxy?.close();
    await removeSharedStores().catch((error) => console.error(error));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
