import { useQuery } from '@tanstack/react-query';
import { type ResourceCategory, resourceCategoryCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The categories of a module under `pid` ('0' for the top ones). */
export function fetchResourceCategories(moduleId: number, pid: string): Promise<ResourceCategory[]> {
  return callApi(resourceCategoryCall, pid === '0' ? { module_id: moduleId } : { module_id: moduleId, pid });
}

/** The categories of a module under `pid`. */
export function useResourceCategories(moduleId: number, pid: string) {
  return useQuery({
    queryKey: ['resource-categories', moduleId, pid],
    queryFn: () => fetchResourceCategories(moduleId, pid),
  });
}
