import type { ModuleRow } from '@yuwen/db';
import type { ModuleSeed } from './module-tree.data.js';

/** Flattens the tree into rows: pid as text ('0' for roots), sort = position among siblings. */
export function flattenModuleTree(tree: readonly ModuleSeed[], pid = '0'): ModuleRow[] {
  return tree.flatMap((node, index) => [
    { id: node.id, pid, key: node.key, name: node.name, sort: index + 1 },
    ...flattenModuleTree(node.children ?? [], String(node.id)),
  ]);
}
