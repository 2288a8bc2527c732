import { useInfiniteQuery } from '@tanstack/react-query';
import { JDMZ_MODULE_ID, jdmzCategoryContentCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { JDMZ_KEY } from './jdmz-home.api';

const PAGE_SIZE = 30;

/** A category's entries a page at a time (resourceCategoryContent with module_id=2012). */
export function useCategoryEntries(categoryId: number) {
  return useInfiniteQuery({
    queryKey: [...JDMZ_KEY, 'category', categoryId],
    queryFn: ({ pageParam }) =>
      callApi(jdmzCategoryContentCall, {
        module_id: JDMZ_MODULE_ID,
        resource_category_id: categoryId,
        page: pageParam,
        page_size: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: categoryId > 0,
  });
}
