// Builds the web app (apps/web/dist) when its sources are newer than the build: `npm start` serves
// that build, and `npm run bench` measures it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/protocol/src',
].map((p) => join(root, p));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Builds when needed; exits the process with the build's status if it fails. */
export function buildWebWhenStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (!webInputs.some((p) => existsSync(p) && newestMtime(p) > builtAt)) return;
  console.log('构建网页应用…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `node scripts/build-web.mjs`
if (process.argv[1] === new URL(import.meta.url).pathname) buildWebWhenStale();
