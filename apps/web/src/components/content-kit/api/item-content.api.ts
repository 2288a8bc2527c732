import { useQuery } from '@tanstack/react-query';
import { type ContentItem, itemContentCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { CONTENT_STALE_MS } from './content-stale';

/** Every cached item (the management page refreshes them after a change). */
export const ITEM_CONTENT_KEY = ['content-kit', 'item'] as const;

/** One item with its paragraphs, breadcrumbs and media. */
export function fetchItemContent(moduleId: number, itemId: number): Promise<ContentItem> {
  return callApi(itemContentCall, { module_id: moduleId, id: itemId });
}

/** One item of a module. */
export function useItemContent(moduleId: number, itemId: number) {
  return useQuery({
    queryKey: [...ITEM_CONTENT_KEY, moduleId, itemId],
    queryFn: () => fetchItemContent(moduleId, itemId),
    enabled: moduleId > 0 && itemId > 0,
    staleTime: CONTENT_STALE_MS,
  });
}
