import { useMutation } from '@tanstack/react-query';
import { changePasswordCall } from '@yuwen/protocol';
import { storeProfile } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Changes the password; the stored copy for silent re-login follows. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { old_password: string; new_password: string }) => {
      await callApi(changePasswordCall, input);
      storeProfile({ password: input.new_password });
    },
  });
}
