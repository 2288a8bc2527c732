import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAccountCall } from '@yuwen/protocol';
import { forgetAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Deletes the account; every stored trace of it goes from this device too. */
export function useCancelAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(cancelAccountCall, { password }),
    onSuccess: () => {
      forgetAccount();
      queryClient.clear();
    },
  });
}
