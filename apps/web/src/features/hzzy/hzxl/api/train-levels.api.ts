import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TrainAnswer, trainLevelSubmitCall, trainLevelsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { REVIEW_KEY } from '../../shared/api/review.api';

const LEVELS_KEY = ['hzzy-train-levels'] as const;

/** Every 汉字训练 level with the pupil's stars and which are open (UserTrainLevel). */
export function useTrainLevels() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...LEVELS_KEY, id],
    queryFn: () => callApi(trainLevelsCall, {}),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Sends a finished level round; the levels and the review are refreshed. */
export function useSubmitLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, answers }: { level: number; answers: TrainAnswer[] }) =>
      callApi(trainLevelSubmitCall, { level, answers: JSON.stringify(answers) }),
    onSuccess: () =>
      Promise.all([LEVELS_KEY, REVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
