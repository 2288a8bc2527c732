import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BPZW_MODULE_ID, bpzwCategoryContentCall, bpzwGuideCall, bpzwHomeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const BPZW_KEY = ['bpzw'] as const;
export const BPZW_HOME_KEY = [...BPZW_KEY, 'home'] as const;

/** The categories and the pupil's latest compositions (bpzw/home). */
export function useBpzwHome() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPZW_HOME_KEY, id],
    queryFn: () => callApi(bpzwHomeCall, {}),
    enabled: id !== undefined,
  });
}

const PAGE_SIZE = 50;

/** A category's guides or 素材 a page at a time (resourceCategoryContent with module_id=156). */
export function useCategoryEntries(categoryId: number) {
  return useInfiniteQuery({
    queryKey: [...BPZW_KEY, 'category', categoryId],
    queryFn: ({ pageParam }) =>
      callApi(bpzwCategoryContentCall, {
        module_id: BPZW_MODULE_ID,
        resource_category_id: categoryId,
        page: pageParam,
        page_size: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: categoryId > 0,
  });
}

/** One guide (bpzw/guide). */
export function useGuide(id: number) {
  return useQuery({
    queryKey: [...BPZW_KEY, 'guide', id],
    queryFn: () => callApi(bpzwGuideCall, { id }),
    enabled: id > 0,
  });
}
