import { useQuery } from '@tanstack/react-query';
import { poemCollectionsCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** The poem collections (they change only on import). */
export function usePoemCollections() {
  return useQuery({
    queryKey: ['poem-collections'],
    queryFn: () => callApi(poemCollectionsCall, {}),
    staleTime: 10 * 60 * 1000,
  });
}
