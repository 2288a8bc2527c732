import { useQuery } from '@tanstack/react-query';
import { userInfoCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

/** The pupil's profile grade ('1'…'6', 学前 or ''); the key is the user centre's, so one answer serves both. */
export function useProfileGrade() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['user-info'],
    queryFn: () => callApi(userInfoCall, {}),
    enabled: id !== undefined,
    select: (info) => info.grade,
  });
}
