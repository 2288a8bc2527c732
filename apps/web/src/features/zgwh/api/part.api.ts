import { useQuery } from '@tanstack/react-query';
import { ZGWH_PARTS, type ZgwhPart, zgwhPartCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { ZGWH_KEY } from './zgwh-home.api';

/** A part's groups with their entries (zgwh/part). */
export function useZgwhPart(part: ZgwhPart) {
  return useQuery({
    queryKey: [...ZGWH_KEY, 'part', part],
    queryFn: () => callApi(zgwhPartCall, { module_id: ZGWH_PARTS[part] }),
  });
}
