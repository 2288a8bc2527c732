import { useQuery, useQueryClient } from '@tanstack/react-query';
import { textbookVolumeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_VOLUME_KEY } from './textbook-volume-keys';

const VOLUME_KEY = [...TEXTBOOK_VOLUME_KEY, 'volume'] as const;

/**
 * A volume's units and lessons with their tables and the pupil's progress (textbook/volume); asked
 * again on each visit, so progress made elsewhere shows.
 */
export function useTextbookVolume(volumeId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...VOLUME_KEY, id, volumeId],
    queryFn: () => callApi(textbookVolumeCall, { id: volumeId ?? 0 }),
    enabled: id !== undefined && volumeId !== undefined,
    staleTime: 0,
  });
}

/** Asks every volume's progress again, for a page that changed the pupil's learned marks. */
export function useRefreshVolumeProgress(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: VOLUME_KEY });
}
