import { useQuery } from '@tanstack/react-query';
import { zgwhHomeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const ZGWH_KEY = ['zgwh'] as const;

/** Today's 节气 and the four parts with their groups (zgwh/home). */
export function useZgwhHome() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...ZGWH_KEY, 'home', id],
    queryFn: () => callApi(zgwhHomeCall, {}),
    enabled: id !== undefined,
  });
}
