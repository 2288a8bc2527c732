import { useQuery } from '@tanstack/react-query';
import { userInfoCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

export const USER_INFO_KEY = ['user-info'] as const;

/** The signed-in user's account and profile (user/info). */
export function useUserInfo(enabled = true) {
  return useQuery({ queryKey: USER_INFO_KEY, queryFn: () => callApi(userInfoCall, {}), enabled });
}
