import { useQuery } from '@tanstack/react-query';
import { idiomCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { JDMZ_KEY } from './jdmz-home.api';

/** One idiom with its story when we wrote one (jdmz/idiom). */
export function useIdiom(text: string) {
  return useQuery({
    queryKey: [...JDMZ_KEY, 'idiom', text],
    queryFn: () => callApi(idiomCall, { text }),
    enabled: text !== '',
  });
}
