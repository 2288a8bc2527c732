import { useQuery } from '@tanstack/react-query';
import { textbookVolumeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

/** A volume's units and lessons (textbook/volume). */
export function useTextbookVolume(volumeId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'volume', id, volumeId],
    queryFn: () => callApi(textbookVolumeCall, { id: volumeId ?? 0 }),
    enabled: id !== undefined && volumeId !== undefined,
  });
}
