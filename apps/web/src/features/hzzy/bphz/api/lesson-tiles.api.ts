import { useQueries } from '@tanstack/react-query';
import { TBJX_MODULE_ID, textbookLessonCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { TILES_KEY } from '../../shared/api/character-tiles.api';

/**
 * The character tiles (with the pupil's marks) of some lessons, one call per lesson, each under the
 * tile key so a mark refreshes it.
 */
export function useLessonTiles(lessonIds: readonly number[]) {
  const { id } = useStoredAccount();
  return useQueries({
    queries: lessonIds.map((lessonId) => ({
      queryKey: [...TILES_KEY, 'bphz-lesson', id, lessonId],
      queryFn: () => callApi(textbookLessonCall, { module_id: TBJX_MODULE_ID, lesson_id: lessonId }),
      enabled: id !== undefined,
    })),
  });
}
