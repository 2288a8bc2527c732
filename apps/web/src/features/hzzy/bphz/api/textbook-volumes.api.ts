import { useQuery } from '@tanstack/react-query';
import { textbookVolumesCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

/** The textbook volumes the product has verified tables for. */
export function useTextbookVolumes() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['bphz-volumes'],
    queryFn: () => callApi(textbookVolumesCall, {}),
    enabled: id !== undefined,
  });
}
