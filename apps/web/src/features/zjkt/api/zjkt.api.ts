import { useQuery } from '@tanstack/react-query';
import { zjktLessonCall, zjktLessonsCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** One key for the area; the management page's changes refresh it by the same key. */
const KEY = ['zjkt'] as const;

export function useLessons() {
  return useQuery({ queryKey: [...KEY, 'list'], queryFn: () => callApi(zjktLessonsCall, {}) });
}

export function useLesson(id: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'lesson', id],
    queryFn: () => callApi(zjktLessonCall, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}
