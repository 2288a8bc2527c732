import { useQuery } from '@tanstack/react-query';
import { bphzUnitsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { TILES_KEY } from '../../shared/api/character-tiles.api';

/** One 部编汉字 unit with the pupil's marks, and every unit's progress (under the tile key, so marks refresh it). */
export function useBphzUnit(unit: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TILES_KEY, 'bphz', id, unit],
    queryFn: () => callApi(bphzUnitsCall, { unit }),
    enabled: id !== undefined,
    placeholderData: (previous) => previous,
  });
}
