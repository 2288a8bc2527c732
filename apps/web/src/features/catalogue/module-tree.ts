import type { Module } from '@yuwen/protocol';

/** A module found in the tree, with its parent and its siblings (itself included). */
export interface LocatedModule {
  module: Module;
  parent?: Module;
  siblings: Module[];
}

/** Finds a module by id or by route key anywhere in the tree. */
export function locateModule(
  roots: readonly Module[],
  target: { id?: number; key?: string },
): LocatedModule | undefined {
  const visit = (level: readonly Module[], parent?: Module): LocatedModule | undefined => {
    for (const module of level) {
      const hit = target.id !== undefined ? module.id === target.id : module.key === target.key;
      if (hit) return { module, parent, siblings: [...level] };
      const inside = visit(module.children ?? [], module);
      if (inside) return inside;
    }
    return undefined;
  };
  if (target.id === undefined && target.key === undefined) return undefined;
  return visit(roots);
}

/** Every module of the tree, parents before their children. */
export function flattenModules(roots: readonly Module[]): Module[] {
  return roots.flatMap((module) => [module, ...flattenModules(module.children ?? [])]);
}
