import { useQuery } from '@tanstack/react-query';
import { type ExerciseKind, exerciseStartCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { EXERCISE_KEY } from './practice-keys';

/**
 * A new exercise over a lesson for each `round`. Kept while the page shows it and dropped when the
 * page goes (gcTime 0): an exercise is handed in once, so coming back starts a fresh one.
 */
export function useExercise(lessonId: number | undefined, kind: ExerciseKind, round: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...EXERCISE_KEY, id, lessonId, kind, round],
    queryFn: () => callApi(exerciseStartCall, { lesson_id: lessonId ?? 0, kind }),
    enabled: id !== undefined && lessonId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
