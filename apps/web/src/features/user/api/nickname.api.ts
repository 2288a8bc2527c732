import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeNicknameCall, nicknamesCall } from '@yuwen/protocol';
import { storeProfile } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { USER_INFO_KEY } from './user-info.api';

/** Changes the nickname; the stored copy follows. */
export function useChangeNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => callApi(changeNicknameCall, { nickname }),
    onSuccess: ({ nickname }) => {
      storeProfile({ nickname });
      void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}

/** A few friendly suggestions; refetch() gives new ones. */
export function useNicknameSuggestions() {
  return useQuery({ queryKey: ['nicknames'], queryFn: () => callApi(nicknamesCall, {}), staleTime: 0 });
}
