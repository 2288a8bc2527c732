import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAccountCall } from '@yuwen/protocol';
import { withParentPass } from '../../../components/parent-check/parent-pass';
import { forgetAccount, useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Deletes the account with the parent pass; every stored trace of it goes from this device too. */
export function useCancelAccount() {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (password: string) => withParentPass(id, (pass) => callApi(cancelAccountCall, { password, pass })),
    onSuccess: () => {
      forgetAccount();
      queryClient.clear();
    },
  });
}
