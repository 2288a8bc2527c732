import { useQuery } from '@tanstack/react-query';
import { lessonWordsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

/** A lesson's words: the printed 词语表, or our selection (bpcy/lesson). */
export function useLessonWords(lessonId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'lesson', lessonId],
    queryFn: () => callApi(lessonWordsCall, { lesson_id: lessonId ?? 0 }),
    enabled: id !== undefined && lessonId !== undefined,
  });
}
