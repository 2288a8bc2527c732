import { useQuery } from '@tanstack/react-query';
import { TBJX_MODULE_ID, textbookLessonCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_KEY } from './textbook-keys';

/** One lesson with its characters and the pupil's marks (resource/content, module 2007). */
export function useTextbookLesson(lessonId: number | undefined, moduleId: number = TBJX_MODULE_ID) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TEXTBOOK_KEY, 'lesson', id, moduleId, lessonId],
    queryFn: () => callApi(textbookLessonCall, { module_id: moduleId, lesson_id: lessonId ?? 0 }),
    enabled: id !== undefined && lessonId !== undefined,
    staleTime: 0,
  });
}
