import type { ReactNode } from 'react';

/**
 * One row of a route table: a path and its page. The main screens hold their tabs as children,
 * whose paths are relative ('' for the screen's own path). A feature's AreaRoute is a row.
 */
export interface RouteEntry {
  path: string;
  element: ReactNode;
  children?: readonly RouteEntry[];
}

/** Every address of a table, children included (an index child shares its parent's address). */
export function flattenRoutePaths(table: readonly RouteEntry[], base = ''): string[] {
  return table.flatMap((entry) => {
    if (entry.path === '') return [];
    const full = entry.path.startsWith('/') ? entry.path : `${base}/${entry.path}`;
    return entry.children ? [full, ...flattenRoutePaths(entry.children, full)] : [full];
  });
}
