import { useInfiniteQuery } from '@tanstack/react-query';
import { buyRecordCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const PAGE_SIZE = 20;

export function buyRecordKey(uid: number | undefined) {
  return ['buy-record', uid] as const;
}

export function fetchBuyRecord(page: number) {
  return callApi(buyRecordCall, { page, page_size: PAGE_SIZE });
}

/** The signed-in user's orders, newest first, a page at a time (buy record). */
export function useBuyRecord() {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: buyRecordKey(id),
    queryFn: ({ pageParam }) => fetchBuyRecord(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
