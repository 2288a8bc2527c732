import { useQuery } from '@tanstack/react-query';
import { type Module, moduleTreeCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The query key of the whole module tree. */
export const MODULE_TREE_QUERY_KEY = ['module-tree'] as const;

/** The whole module tree: the root areas with their nested children. */
export function fetchModuleTree(): Promise<Module[]> {
  return callApi(moduleTreeCall, { deep: '1' });
}

/** The module tree's query, loaded once per run and shared by every screen (app/start.tsx asks for it first). */
export const moduleTreeQuery = { queryKey: MODULE_TREE_QUERY_KEY, queryFn: fetchModuleTree };

export function useModuleTree() {
  return useQuery(moduleTreeQuery);
}
