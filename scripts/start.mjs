// `npm start`: builds the web app when its sources are newer than the build, imports the content
// catalogue (quick when nothing changed), then runs the server in the foreground — the importer
// and the server each bundled to JavaScript and run with plain node (scripts/bundle.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundle } from './bundle.mjs';
import './require-node.mjs';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/protocol/src',
].map((p) => join(root, p));
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (webInputs.some((p) => existsSync(p) && newestMtime(p) > builtAt)) {
  console.log('构建网页应用…');
  run('npm', ['run', 'build', '--silent', '-w', 'apps/web']);
}

run(process.execPath, [await bundle('importer')]);

const server = spawn(process.execPath, [await bundle('server')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
