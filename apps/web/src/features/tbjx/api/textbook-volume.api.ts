import { useQuery } from '@tanstack/react-query';
import { textbookVolumeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_KEY } from './textbook-keys';

/** A volume's units and lessons with the pupil's progress (textbook/volume); asked again on each visit. */
export function useTextbookVolume(volumeId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TEXTBOOK_KEY, 'volume', id, volumeId],
    queryFn: () => callApi(textbookVolumeCall, { id: volumeId ?? 0 }),
    enabled: id !== undefined && volumeId !== undefined,
    staleTime: 0,
  });
}
