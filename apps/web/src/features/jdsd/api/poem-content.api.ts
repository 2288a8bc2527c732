import { useQuery } from '@tanstack/react-query';
import { poemContentCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

export const POEM_CONTENT_KEY = ['poem-content'] as const;

/** One poem with pinyin, recordings, biography and the favourite mark. */
export function usePoemContent(poemId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...POEM_CONTENT_KEY, id, poemId],
    queryFn: () => callApi(poemContentCall, { id: poemId ?? 0 }),
    enabled: id !== undefined && poemId !== undefined,
  });
}
