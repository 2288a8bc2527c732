import { useQuery } from '@tanstack/react-query';
import { lessonPlanCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_KEY } from './textbook-keys';

export const LESSON_PLAN_KEY = [...TEXTBOOK_KEY, 'plan'] as const;

/** A lesson's 教案 (textbook/plan; teachers and admins only: ask only for them). */
export function useLessonPlan(lessonId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...LESSON_PLAN_KEY, id, lessonId],
    queryFn: () => callApi(lessonPlanCall, { lesson_id: lessonId }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
