import { useQuery } from '@tanstack/react-query';
import { poemContentCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../lib/account-store';
import { callApi } from '../../lib/api-client';

/** Our notes of a poem (注释, 译文, 赏析) for pages that show the poem elsewhere; null when we wrote none. */
export function usePoemStudy(poemId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['poem-study', id, poemId],
    queryFn: () => callApi(poemContentCall, { id: poemId }),
    select: (poem) => poem.study,
    enabled: id !== undefined && poemId > 0,
    // Written by the importer: unchanged while a pupil studies.
    staleTime: 10 * 60 * 1000,
  });
}
