import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameRoundCall, totalPointsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const POINTS_KEY = ['hzzy-game-points'] as const;

/** The pupil's matching-game points (totalPoints). */
export function useTotalPoints() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...POINTS_KEY, id],
    queryFn: () => callApi(totalPointsCall, {}),
    enabled: id !== undefined,
  });
}

/** Sends a finished round; the server works out its points. */
export function useRecordGameRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matched, secondsLeft }: { matched: number; secondsLeft: number }) =>
      callApi(gameRoundCall, { matched, seconds_left: secondsLeft }),
    onSuccess: (answer) => {
      const { points: _points, ...total } = answer;
      queryClient.setQueriesData({ queryKey: POINTS_KEY }, total);
    },
  });
}
