import { useQuery } from '@tanstack/react-query';
import { myAssignmentsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** The pupil's 作业 from their teachers (issue 17's classes); shares the classes pages' cache key. */
export function useMyHomework() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['classes', 'mine', id],
    queryFn: () => callApi(myAssignmentsCall, {}),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
  });
}
