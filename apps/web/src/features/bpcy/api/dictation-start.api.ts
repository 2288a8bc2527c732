import { useMutation } from '@tanstack/react-query';
import { dictationStartCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** What to dictate: a lesson's words, or the pupil's own list as typed. */
export type DictationSource = { lessonId: number } | { words: string };

/** Starts a dictation (POST dictation); the server keeps it until it is handed in. */
export function useStartDictation() {
  return useMutation({
    mutationFn: (source: DictationSource) =>
      callApi(dictationStartCall, 'lessonId' in source ? { lesson_id: source.lessonId } : { words: source.words }),
  });
}
