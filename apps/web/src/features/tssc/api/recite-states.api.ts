import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poemReciteSaveCall } from '@yuwen/protocol';
import { RECITE_STATES_KEY } from '../../../components/recite-state/recite-states.api';
import { callApi } from '../../../lib/api-client';

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
