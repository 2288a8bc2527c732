import { createHash } from 'node:crypto';
import { ModuleRepository } from '@yuwen/db';
import type { ImportSource } from '../../import-source.js';
import { MODULE_TREE } from './module-tree.data.js';
import { flattenModuleTree } from './module-tree.normalize.js';

const rows = flattenModuleTree(MODULE_TREE);

/** The module tree: the feature areas and their modules, with the spec's fixed ids. */
export const moduleTreeSource: ImportSource = {
  name: 'module-tree',
  title: '模块目录',
  // The rows themselves are the version: any edit to the tree re-imports it.
  version: createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12),
  async run(database, progress) {
    await new ModuleRepository(database.db).upsert(rows);
    progress.update(rows.length, rows.length);
    return { modules: rows.length };
  },
};
