import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exerciseSubmitCall } from '@yuwen/protocol';
import { callApi } from '../../../../lib/api-client';
import { type AnswerSheet, answersParam } from '../practice-answers';
import { isExerciseKey } from './practice-keys';

/**
 * Hands in an exercise. The server then changes the pupil's learned marks, 错字本 and review queue,
 * which lists all over the app show: everything cached is refreshed, except the exercises.
 */
export function useSubmitExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sheet }: { id: number; sheet: AnswerSheet }) =>
      callApi(exerciseSubmitCall, { id, answers: answersParam(sheet) }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => !isExerciseKey(query.queryKey) }),
  });
}
