import { useQuery } from '@tanstack/react-query';
import { type ResourceCategory, resourceCategoryCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { CONTENT_STALE_MS } from './content-stale';

/** Every cached category tree (a category added in the management page refreshes them). */
export const CATEGORY_TREE_KEY = ['content-kit', 'category-tree'] as const;

/** A module's categories under `pid` ('0' for the top ones), each with its sub-categories nested. */
export function fetchCategoryTree(moduleId: number, pid = '0'): Promise<ResourceCategory[]> {
  return callApi(
    resourceCategoryCall,
    pid === '0' ? { module_id: moduleId, need_deep: '1' } : { module_id: moduleId, pid, need_deep: '1' },
  );
}

/** A module's category tree under `pid`; not loaded while `moduleId` is unknown. */
export function useCategoryTree(moduleId: number | undefined, pid = '0') {
  return useQuery({
    queryKey: [...CATEGORY_TREE_KEY, moduleId, pid],
    queryFn: () => fetchCategoryTree(moduleId ?? 0, pid),
    enabled: moduleId !== undefined && moduleId > 0,
    staleTime: CONTENT_STALE_MS,
  });
}
