import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, changeProfilesCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import { USER_INFO_KEY } from './user-info.api';

/** Changes grade, school and birthday. */
export function useChangeProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: CallInput<typeof changeProfilesCall>) => callApi(changeProfilesCall, profile),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}
