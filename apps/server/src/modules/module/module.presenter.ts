import type { ModuleRow, ResourceCategoryRow } from '@yuwen/db';
import type { Module, ResourceCategory } from '@yuwen/protocol';

/** A module row as the spec's entity, without children; `withContent` holds the ids of modules with categories. */
export function presentModule(row: ModuleRow, withContent: ReadonlySet<number>): Module {
  return { id: row.id, pid: row.pid, name: row.name, key: row.key, has_content: withContent.has(row.id) };
}

/** A category row as the spec's entity, without children. */
export function presentCategory(row: ResourceCategoryRow): ResourceCategory {
  return { id: row.id, pid: row.pid, module_id: row.module_id, name: row.name };
}

/**
 * Nests rows under their parents by `pid` (rows arrive in display order). Answers the nodes whose
 * pid is `rootPid`; with `deep` false, those nodes come without children.
 */
export function nest<R extends { id: number; pid: string }, E extends { children?: E[] }>(
  rows: readonly R[],
  present: (row: R) => E,
  rootPid: string,
  deep: boolean,
): E[] {
  const byPid = new Map<string, R[]>();
  for (const row of rows) {
    const siblings = byPid.get(row.pid);
    if (siblings) siblings.push(row);
    else byPid.set(row.pid, [row]);
  }
  const build = (pid: string, seen: Set<string>): E[] =>
    (byPid.get(pid) ?? []).map((row) => {
      const entity = present(row);
      const id = String(row.id);
      // `seen` guards against a cycle in hand-edited data.
      if (deep && !seen.has(id)) {
        const children = build(id, new Set(seen).add(id));
        if (children.length > 0) entity.children = children;
      }
      return entity;
    });
  return build(rootPid, new Set());
}
