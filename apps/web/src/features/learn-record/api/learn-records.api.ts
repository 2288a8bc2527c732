import { useInfiniteQuery } from '@tanstack/react-query';
import { learnRecordListCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export function fetchLearnRecords(page: number) {
  return callApi(learnRecordListCall, { page, page_size: PAGE_SIZE });
}

/** The signed-in user's learning records, newest first, a page at a time. */
export function useLearnRecords() {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: ['learn-records', id],
    queryFn: ({ pageParam }) => fetchLearnRecords(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
