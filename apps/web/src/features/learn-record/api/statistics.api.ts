import { useQuery } from '@tanstack/react-query';
import { type Statistics, statisticsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

export function fetchStatistics(days: number): Promise<Statistics> {
  return callApi(statisticsCall, { days });
}

/** Learning time per day and module over the last `days` days (user/statistics). */
export function useStatistics(days: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['learn-statistics', id, days],
    queryFn: () => fetchStatistics(days),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
