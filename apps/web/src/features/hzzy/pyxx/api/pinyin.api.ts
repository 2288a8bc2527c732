import { useQuery } from '@tanstack/react-query';
import { pinyinCall } from '@yuwen/protocol';
import { callApi } from '../../../../lib/api-client';

/** The syllable inventory and chart with their recordings; it changes only when content is imported. */
export function usePinyinInventory() {
  return useQuery({
    queryKey: ['hzzy-pinyin'],
    queryFn: () => callApi(pinyinCall, {}),
    staleTime: 30 * 60 * 1000,
  });
}
