import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type WordPracticeKind,
  wordPracticeHistoryCall,
  wordPracticeStartCall,
  wordPracticeSubmitCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

const PRACTICE_HISTORY_KEY = [...BPCY_KEY, 'practices'] as const;

/** Starts a practice round of a lesson's words (POST bpcy/practice); the server keeps the answers. */
export function useStartPractice() {
  return useMutation({
    mutationFn: (input: { lessonId: number; kind: WordPracticeKind }) =>
      callApi(wordPracticeStartCall, { lesson_id: input.lessonId, kind: input.kind }),
  });
}

/** Hands a round in once with its answers (JSON); the lesson's history is asked again. */
export function useSubmitPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; answers: string }) => callApi(wordPracticeSubmitCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRACTICE_HISTORY_KEY }),
  });
}

/** The pupil's handed-in rounds of a lesson, latest first. */
export function usePracticeHistory(lessonId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...PRACTICE_HISTORY_KEY, id, lessonId],
    queryFn: () => callApi(wordPracticeHistoryCall, { lesson_id: lessonId }),
    enabled: id !== undefined,
  });
}
