import { useQuery } from '@tanstack/react-query';
import { onlineCountCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

export function fetchOnlineCount() {
  return callApi(onlineCountCall, {});
}

/** Users active in the last five minutes; refreshed every minute while shown. */
export function useOnlineCount() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['online-count', id],
    queryFn: fetchOnlineCount,
    enabled: id !== undefined,
    staleTime: 60 * 1000,
    refetchInterval: 60 * 1000,
  });
}
