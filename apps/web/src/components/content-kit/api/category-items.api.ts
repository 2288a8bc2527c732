import { useInfiniteQuery } from '@tanstack/react-query';
import { type CallAnswer, categoryItemsCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { CONTENT_STALE_MS } from './content-stale';

/** Items a page holds. */
export const ITEM_PAGE_SIZE = 20;

/** Every cached item list (the management page refreshes them after a change). */
export const CATEGORY_ITEMS_KEY = ['content-kit', 'category-items'] as const;

/** One page of a category's items, with the category's breadcrumbs and its own media. */
export type CategoryItemsPage = CallAnswer<typeof categoryItemsCall>;

/** One page of a category's items. */
export function fetchCategoryItems(moduleId: number, categoryId: number, page: number): Promise<CategoryItemsPage> {
  return callApi(categoryItemsCall, {
    module_id: moduleId,
    resource_category_id: categoryId,
    page,
    page_size: ITEM_PAGE_SIZE,
  });
}

/** A category's items a page at a time (the first page also carries breadcrumbs and media). */
export function useCategoryItems(moduleId: number, categoryId: number) {
  return useInfiniteQuery({
    queryKey: [...CATEGORY_ITEMS_KEY, moduleId, categoryId],
    queryFn: ({ pageParam }) => fetchCategoryItems(moduleId, categoryId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: moduleId > 0 && categoryId > 0,
    staleTime: CONTENT_STALE_MS,
  });
}
