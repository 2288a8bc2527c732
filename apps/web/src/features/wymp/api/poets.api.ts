import { useQuery } from '@tanstack/react-query';
import { poetInfoCall, poetListCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** The authors of our collections (they change only on import). */
export function usePoets() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['wymp-poets', id],
    queryFn: () => callApi(poetListCall, {}),
    enabled: id !== undefined,
    staleTime: 10 * 60 * 1000,
  });
}

/** One author with biography and works. */
export function usePoet(name: string, dynasty: string) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['wymp-poet', id, name, dynasty],
    queryFn: () => callApi(poetInfoCall, { name, dynasty }),
    enabled: id !== undefined,
    staleTime: 10 * 60 * 1000,
  });
}
