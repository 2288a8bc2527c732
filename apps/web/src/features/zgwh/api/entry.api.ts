import { useQuery } from '@tanstack/react-query';
import { zgwhEntryCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { ZGWH_KEY } from './zgwh-home.api';

/** One entry with its dates, poems and poets (zgwh/entry). */
export function useZgwhEntry(key: string) {
  return useQuery({
    queryKey: [...ZGWH_KEY, 'entry', key],
    queryFn: () => callApi(zgwhEntryCall, { key }),
  });
}
