import { useQuery } from '@tanstack/react-query';
import { userInfoCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/**
 * The signed-in user's profile (user/info): its grade picks the first volume (同步教学 also reads the role).
 * The key is the user centre's, so a grade changed there is seen here.
 */
export function useProfile() {
  const { id } = useStoredAccount();
  return useQuery({ queryKey: ['user-info'], queryFn: () => callApi(userInfoCall, {}), enabled: id !== undefined });
}
