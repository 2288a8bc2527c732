import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewAnswerCall, reviewQueueCall, type TrainAnswer } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

/** The review queue and 错字本; every answered round refreshes it. */
export const REVIEW_KEY = ['hzzy-review'] as const;

/** Today's due characters and the 错字本; always re-read when shown (marks elsewhere change it). */
export function useReviewQueue() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...REVIEW_KEY, id],
    queryFn: () => callApi(reviewQueueCall, {}),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Sends review answers; the queue is refreshed. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TrainAnswer[]) => callApi(reviewAnswerCall, { answers: JSON.stringify(answers) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}
