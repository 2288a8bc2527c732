import { useQuery } from '@tanstack/react-query';
import { textbookVolumesCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

/** The volumes the product has textbook data for (textbook/volumes). */
export function useTextbookVolumes() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'volumes'],
    queryFn: () => callApi(textbookVolumesCall, {}),
    enabled: id !== undefined,
  });
}
