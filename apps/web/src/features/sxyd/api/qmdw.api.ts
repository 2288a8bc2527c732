import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { qmdwAnswerCall, qmdwFinishCall, qmdwHomeCall, qmdwStartCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { SXYD_KEY } from './tracks.api';

const QMDW_HOME_KEY = [...SXYD_KEY, 'qmdw'] as const;

/** The levels with the pupil's results and points. */
export function useQmdwHome(moduleId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...QMDW_HOME_KEY, moduleId, id],
    queryFn: () => callApi(qmdwHomeCall, { module_id: moduleId }),
    enabled: id !== undefined,
  });
}

export function useStartRound(moduleId: number) {
  return useMutation({ mutationFn: (level: number) => callApi(qmdwStartCall, { module_id: moduleId, level }) });
}

/** One answer; when it ends the round, the results are asked again. */
export function useAnswerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; index: number; choice: number }) => callApi(qmdwAnswerCall, input),
    onSuccess: (round) => {
      if (round.status !== 'playing') void queryClient.invalidateQueries({ queryKey: QMDW_HOME_KEY });
    },
  });
}

export function useFinishRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(qmdwFinishCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QMDW_HOME_KEY }),
  });
}
