import { useInfiniteQuery } from '@tanstack/react-query';
import { poemListCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const PAGE_SIZE = 50;

/** Every cached poem list of the user (favourite marks change them). */
export const POEM_LIST_KEY = ['poem-list'] as const;

/** A collection's poems with the user's favourite marks, a page at a time. */
export function usePoemList(collection: string) {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...POEM_LIST_KEY, id, collection],
    queryFn: ({ pageParam }) => callApi(poemListCall, { collection, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}
