import { useQuery } from '@tanstack/react-query';
import { textbookVolumesCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_KEY } from './textbook-keys';

/** The volumes the product has data for (textbook/volumes). */
export function useTextbookVolumes() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TEXTBOOK_KEY, 'volumes'],
    queryFn: () => callApi(textbookVolumesCall, {}),
    enabled: id !== undefined,
  });
}
