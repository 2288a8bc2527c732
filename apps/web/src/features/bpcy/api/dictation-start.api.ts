import { useMutation } from '@tanstack/react-query';
import { dictationStartCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** What to dictate: a lesson's or a unit's words, a teacher's list (its code), or the pupil's own list as typed. */
export type DictationSource = { lessonId: number } | { unitId: number } | { list: string } | { words: string };

/** The call's parameters for a source. */
export function dictationParams(source: DictationSource) {
  if ('lessonId' in source) return { lesson_id: source.lessonId };
  if ('unitId' in source) return { unit_id: source.unitId };
  if ('list' in source) return { list: source.list };
  return { words: source.words };
}

/** Starts a dictation (POST dictation); the server keeps it until it is handed in. */
export function useStartDictation() {
  return useMutation({
    mutationFn: (source: DictationSource) => callApi(dictationStartCall, dictationParams(source)),
  });
}
