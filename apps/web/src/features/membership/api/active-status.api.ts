import { useQuery } from '@tanstack/react-query';
import { activeStatusCall, type VipStatus } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

export function fetchVipStatus(): Promise<VipStatus> {
  return callApi(activeStatusCall, {});
}

/** The query key of the signed-in user's VIP state (keyed by user, so another login never sees it). */
export function vipStatusKey(uid: number | undefined) {
  return ['vip-status', uid] as const;
}

/** The signed-in user's VIP state and end date (/api/activeStatus). */
export function useVipStatus() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: vipStatusKey(id),
    queryFn: fetchVipStatus,
    enabled: id !== undefined,
    staleTime: 30 * 1000,
  });
}
