import { useQuery } from '@tanstack/react-query';
import { exerciseHistoryCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { HISTORY_KEY } from './practice-keys';

/** The pupil's handed-in exercises of a lesson, latest first. */
export function useExerciseHistory(lessonId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...HISTORY_KEY, id, lessonId],
    queryFn: () => callApi(exerciseHistoryCall, { lesson_id: lessonId ?? 0 }),
    enabled: id !== undefined && lessonId !== undefined,
  });
}
