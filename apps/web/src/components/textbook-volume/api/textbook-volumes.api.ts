import { useQuery } from '@tanstack/react-query';
import { textbookVolumesCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_VOLUME_KEY } from './textbook-volume-keys';

/** The volumes the product has data for (textbook/volumes). */
export function useTextbookVolumes() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TEXTBOOK_VOLUME_KEY, 'list'],
    queryFn: () => callApi(textbookVolumesCall, {}),
    enabled: id !== undefined,
  });
}
