import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChainMode, chainEndCall, chainHintCall, chainMoveCall, chainStartCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { JDMZ_HOME_KEY } from './jdmz-home.api';

/** Starts a round of 成语接龙; without a mode the server chooses by the pupil's grade. */
export function useStartChain() {
  return useMutation({ mutationFn: (mode?: ChainMode) => callApi(chainStartCall, mode ? { mode } : {}) });
}

export function useChainMove() {
  return useMutation({ mutationFn: (input: { id: number; idiom: string }) => callApi(chainMoveCall, input) });
}

export function useChainHint() {
  return useMutation({ mutationFn: (id: number) => callApi(chainHintCall, { id }) });
}

/** Ends the round; the area's results are asked again. */
export function useEndChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(chainEndCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JDMZ_HOME_KEY }),
  });
}
