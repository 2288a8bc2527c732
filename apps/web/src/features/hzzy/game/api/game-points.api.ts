import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GameMode, gamePairsCall, gameRoundCall, totalPointsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

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

/** Draws a fresh round of 古文字配对 or 组字 pairs (a new set every time, so not cached). */
export function useDrawGamePairs() {
  return useMutation({ mutationFn: (mode: 'ancient' | 'build') => callApi(gamePairsCall, { mode }) });
}

/** Sends a finished round; the server works out its points. */
export function useRecordGameRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, matched, secondsLeft }: { mode: GameMode; matched: number; secondsLeft: number }) =>
      callApi(gameRoundCall, { mode, matched, seconds_left: secondsLeft }),
    onSuccess: (answer) => {
      const { points: _points, ...total } = answer;
      queryClient.setQueriesData({ queryKey: POINTS_KEY }, total);
    },
  });
}
