import { useQuery } from '@tanstack/react-query';
import { poemReciteListCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../lib/account-store';
import { callApi } from '../../lib/api-client';

/** Every cached recitation state (practising or recording refreshes them all). */
export const RECITE_STATES_KEY = ['tssc-recite-states'] as const;

/** The pupil's recitation state of these poems (user/poemRecite), shown by the recitation and reading lists. */
export function useReciteStates(poemIds: readonly number[]) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...RECITE_STATES_KEY, id, poemIds.join(',')],
    queryFn: async () => {
      // The call takes up to 200 poems; a long list (several pages loaded) asks in parts.
      const parts: number[][] = [];
      for (let i = 0; i < poemIds.length; i += 200) parts.push(poemIds.slice(i, i + 200));
      const answers = await Promise.all(parts.map((ids) => callApi(poemReciteListCall, { poem_ids: ids.join(',') })));
      return answers.flat();
    },
    enabled: id !== undefined && poemIds.length > 0,
  });
}
