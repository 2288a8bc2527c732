// `npm start`: builds the web app when its sources are newer than the build, imports the content
// catalogue (quick when nothing changed), then runs the server in the foreground — the importer
// and the server each bundled to JavaScript and run with plain node (scripts/bundle.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { buildWebWhenStale } from './build-web.mjs';
import { bundle } from './bundle.mjs';
import './require-node.mjs';

const root = new URL('..', import.meta.url).pathname;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildWebWhenStale();

run(process.execPath, [await bundle('importer')]);

const server = spawn(process.execPath, [await bundle('server')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
