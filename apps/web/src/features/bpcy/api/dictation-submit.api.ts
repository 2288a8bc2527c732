import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DictationMode, dictationSubmitCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { DICTATION_HISTORY_KEY } from './dictation-history.api';

/** Hands a dictation in once with its marks (JSON); the history is asked again. */
export function useSubmitDictation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; mode: DictationMode; marks: string }) => callApi(dictationSubmitCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DICTATION_HISTORY_KEY }),
  });
}
