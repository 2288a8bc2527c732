import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { poemReciteListCall, poemReciteSaveCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const RECITE_STATES_KEY = ['tssc-recite-states'] as const;

/** The pupil's recitation state of these poems (user/poemRecite). */
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

/** Records a finished practice mode; every state shown is refreshed. */
export function useFinishStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poemId, stage }: { poemId: number; stage: number }) =>
      callApi(poemReciteSaveCall, { poem_id: poemId, stage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECITE_STATES_KEY }),
  });
}

/** Refreshes the states shown (a kept recording makes a poem 练习中). */
export function useRefreshReciteStates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RECITE_STATES_KEY });
}
