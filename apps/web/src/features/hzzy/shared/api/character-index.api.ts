import { useQuery } from '@tanstack/react-query';
import { radicalCall } from '@yuwen/protocol';
import { callApi } from '../../../../lib/api-client';

/** The radical list, the syllables by first letter and the stroke counts, each with its character count. */
export function useCharacterIndex() {
  return useQuery({
    queryKey: ['hzzy-index'],
    queryFn: () => callApi(radicalCall, {}),
    staleTime: 30 * 60 * 1000,
  });
}
