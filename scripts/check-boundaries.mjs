// Enforces the dependency direction of DESIGN.md §2, which a formatter-linter cannot express:
// packages never import apps; protocol and db never import each other; in the web app,
// components/lib/platform never import features or app, and features never import each other —
// except the contract every features/<area>/routes.tsx fills, features/area-routes.ts. A large
// feature split into child areas (it has a shared/ folder, e.g. hzzy) keeps them apart: a child
// imports only itself and shared/, shared/ imports no child. Server modules reach each other only
// through *.service.ts files and modules/module-deps.ts, the contract their plugins are built from.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** Where an import points, as a repo-relative path or a package name. */
function target(file, spec) {
  if (spec.startsWith('.'))
    return relative(root, join(file, '..', spec))
      .split(sep)
      .join('/');
  return spec;
}

const problems = [];
for (const top of ['packages', 'apps']) {
  for (const file of sourceFiles(join(root, top))) {
    const rel = relative(root, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const to = target(file, m[1] ?? m[2]);
      const say = (why) => problems.push(`${rel}: imports ${m[1] ?? m[2]} — ${why}`);
      if (
        rel.startsWith('packages/') &&
        (to.startsWith('apps/') || to.startsWith('@yuwen/server') || to.startsWith('@yuwen/web'))
      )
        say('packages never import apps');
      if (rel.startsWith('packages/protocol/') && (to.startsWith('@yuwen/db') || to.startsWith('packages/db')))
        say('protocol and db do not import each other');
      if (rel.startsWith('packages/db/') && (to.startsWith('@yuwen/protocol') || to.startsWith('packages/protocol')))
        say('protocol and db do not import each other');
      const web = 'apps/web/src/';
      if (rel.startsWith(web) && to.startsWith(web)) {
        const [fromTop, fromArea] = rel.slice(web.length).split('/');
        const [toTop, toArea] = to.slice(web.length).split('/');
        if (['components', 'lib', 'platform'].includes(fromTop) && ['features', 'app'].includes(toTop))
          say('shared code never imports features or app');
        if (fromTop === 'features' && toTop === 'app') say('features never import app');
        const contract = to === `${web}features/area-routes`;
        if (fromTop === 'features' && toTop === 'features' && fromArea !== toArea && !contract)
          say('features never import each other');
        if (fromTop === 'features' && toTop === 'features' && fromArea === toArea) {
          const child = (path) => {
            const [, area, part] = path.slice(web.length).split('/');
            const dir = join(root, web, 'features', area ?? '', part ?? '');
            return part && existsSync(dir) && statSync(dir).isDirectory() ? part : undefined;
          };
          const split = existsSync(join(root, web, 'features', fromArea, 'shared'));
          const [fromChild, toChild] = [child(rel), child(to)];
          if (split && fromChild && toChild !== fromChild && toChild !== 'shared')
            say(`the child areas of ${fromArea} import only themselves and ${fromArea}/shared`);
        }
      }
      const server = 'apps/server/src/modules/';
      if (rel.startsWith(server) && to.startsWith(server)) {
        const fromArea = rel.slice(server.length).split('/')[0];
        const toArea = to.slice(server.length).split('/')[0];
        // module-deps is the contract every module plugin is built from, not a module.
        const contract = to === `${server}module-deps.js` || to === `${server}module-deps`;
        if (fromArea !== toArea && !contract && !/\.service(\.js)?$/.test(to))
          say('server modules use each other only through services');
      }
    }
  }
}
if (problems.length) {
  console.error(`Dependency rules broken (DESIGN.md §2):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('boundaries: ok');
