import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idiomQuizStartCall, idiomQuizSubmitCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { JDMZ_HOME_KEY } from './jdmz-home.api';

/** Ten questions built on the server (its answers stay there). */
export function useStartQuiz() {
  return useMutation({ mutationFn: () => callApi(idiomQuizStartCall, {}) });
}

/** Hands the quiz in once; the area's results are asked again. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; answers: readonly number[] }) =>
      callApi(idiomQuizSubmitCall, { id: input.id, answers: JSON.stringify(input.answers) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JDMZ_HOME_KEY }),
  });
}
