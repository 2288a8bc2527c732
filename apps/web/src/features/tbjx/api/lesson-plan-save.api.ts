import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonPlanSaveCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { LESSON_PLAN_KEY } from './lesson-plan.api';

/** Writes a lesson's 教案 ('' removes it); the shown plan is refreshed. */
export function useSaveLessonPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: number; body: string }) =>
      callApi(lessonPlanSaveCall, { lesson_id: lessonId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LESSON_PLAN_KEY }),
  });
}
