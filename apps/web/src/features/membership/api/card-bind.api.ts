import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardBindCall } from '@yuwen/protocol';
import { withParentPass } from '../../../components/parent-check/parent-pass';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { vipStatusKey } from './active-status.api';

/** Binds an activation card with the parent pass; the VIP state shown everywhere updates with the answer. */
export function useCardBind() {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (code: string) => withParentPass(id, (pass) => callApi(cardBindCall, { code, pass })),
    onSuccess: (answer) => queryClient.setQueryData(vipStatusKey(id), answer.vip),
  });
}
