import { useQuery } from '@tanstack/react-query';
import { dailyPathCall, rewardsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const REWARDS_KEY = ['rewards'] as const;

/** Today's tasks (user/dailyPath) for the chosen volume; asked again on each visit, so what was just done ticks. */
export function useDailyPath(volumeKey: string | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'dailyPath', id, volumeKey ?? ''],
    queryFn: () => callApi(dailyPathCall, volumeKey === undefined ? {} : { volume: volumeKey }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** The pupil's stars, streak and badges (user/rewards). */
export function useRewards() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'all', id],
    queryFn: () => callApi(rewardsCall, {}),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
