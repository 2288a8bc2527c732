import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * apps/server, found by walking up to its package.json. The same code runs from its TypeScript
 * sources (tests, tools) and from the one-file bundle in apps/server/dist that `npm start` runs,
 * so no path may be counted in `../` steps from a source file.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
/** The repository root (licences, the web build). */
export const REPO_ROOT = join(SERVER_ROOT, '../..');
