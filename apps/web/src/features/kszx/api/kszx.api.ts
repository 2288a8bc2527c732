import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerValue,
  type Attempt,
  kszxAnswerCall,
  kszxAttemptCall,
  kszxAttemptStartCall,
  kszxHistoryCall,
  kszxPaperCall,
  kszxPapersCall,
  kszxPracticeCall,
  kszxSubmitCall,
  kszxWrongBookCall,
  type PaperKind,
  type QuestionType,
} from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** Every answer of this feature lives under one key: a hand-in refreshes lists, scores and the 错题本. */
const KEY = ['kszx'] as const;

/** A volume's papers of a kind; with `region` (a GB/T 2260 code) only that area's. */
export function usePapers(volumeKey: string | undefined, kind: PaperKind | '', region = '') {
  return useQuery({
    queryKey: [...KEY, 'papers', volumeKey, kind, region],
    queryFn: () => callApi(kszxPapersCall, { volume: volumeKey ?? '', kind, region }),
    enabled: volumeKey !== undefined,
  });
}

export function usePaper(paperId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'paper', paperId],
    queryFn: () => callApi(kszxPaperCall, { paper_id: paperId ?? 0 }),
    enabled: paperId !== undefined,
  });
}

/** An attempt as the server keeps it (asked again after a reload: the saved answers come back). */
/** An attempt; `handedIn` for one opened from 我的成绩, asked again on each visit for a teacher's new review. */
export function useAttempt(attemptId: number | undefined, handedIn = false) {
  return useQuery({
    queryKey: [...KEY, 'attempt', attemptId],
    queryFn: () => callApi(kszxAttemptCall, { attempt_id: attemptId ?? 0 }),
    enabled: attemptId !== undefined && attemptId > 0,
    // An open attempt is never refetched behind the pupil's back: the page holds the answers being given.
    staleTime: handedIn ? 0 : Number.POSITIVE_INFINITY,
  });
}

function useKeepAttempt() {
  const queryClient = useQueryClient();
  return (attempt: Attempt) => {
    queryClient.setQueryData([...KEY, 'attempt', attempt.id], attempt);
    return queryClient.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[1] !== 'attempt' });
  };
}

export function useStartAttempt() {
  const keep = useKeepAttempt();
  return useMutation({
    mutationFn: (paperId: number) => callApi(kszxAttemptStartCall, { paper_id: paperId }),
    onSuccess: keep,
  });
}

export function usePractice() {
  const keep = useKeepAttempt();
  return useMutation({
    mutationFn: (p: { volume: string; type: QuestionType }) => callApi(kszxPracticeCall, p),
    onSuccess: keep,
  });
}

export function useSubmitAttempt() {
  const keep = useKeepAttempt();
  return useMutation({
    mutationFn: (attemptId: number) => callApi(kszxSubmitCall, { attempt_id: attemptId }),
    onSuccess: keep,
  });
}

/** Saves one answer on the server (the sheet sends them one after another, in the order given). */
export function saveAnswer(attemptId: number, index: number, answer: AnswerValue | null) {
  return callApi(kszxAnswerCall, { attempt_id: attemptId, index, answer: JSON.stringify(answer) });
}

export function useHistory() {
  return useQuery({ queryKey: [...KEY, 'history'], queryFn: () => callApi(kszxHistoryCall, {}) });
}

export function useWrongBook() {
  return useQuery({ queryKey: [...KEY, 'wrong'], queryFn: () => callApi(kszxWrongBookCall, {}) });
}
