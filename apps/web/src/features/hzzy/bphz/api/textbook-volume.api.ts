import { useQuery } from '@tanstack/react-query';
import { textbookVolumeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { TILES_KEY } from '../../shared/api/character-tiles.api';

/** A volume's units and lessons with their tables and the pupil's progress (under the tile key, so marks refresh it). */
export function useTextbookVolume(volumeId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TILES_KEY, 'bphz-volume', id, volumeId],
    queryFn: () => callApi(textbookVolumeCall, { id: volumeId ?? 0 }),
    enabled: id !== undefined && volumeId !== undefined,
    placeholderData: (previous) => previous,
  });
}
