import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TrainAnswer, trainDetailListCall, trainDetailSubmitCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { REVIEW_KEY } from '../../shared/api/review.api';

const DETAILS_KEY = ['hzzy-train-details'] as const;

/** The pupil's latest tests and training rounds (UserTrainDetail). */
export function useTrainDetails() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...DETAILS_KEY, id],
    queryFn: () => callApi(trainDetailListCall, { page: 1, page_size: 10 }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Sends a finished 汉字测试; the history and the review (错字本) are refreshed. */
export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ group, answers }: { group: number; answers: TrainAnswer[] }) =>
      callApi(trainDetailSubmitCall, { group, answers: JSON.stringify(answers) }),
    onSuccess: () =>
      Promise.all([DETAILS_KEY, REVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
