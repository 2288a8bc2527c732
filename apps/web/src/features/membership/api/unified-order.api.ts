import { useMutation } from '@tanstack/react-query';
import { unifiedOrderCall } from '@yuwen/protocol';
import { withParentPass } from '../../../components/parent-check/parent-pass';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Unified order: a pending order of a plan, to be paid through the provider it names; needs the parent pass. */
export function useUnifiedOrder() {
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (commodityId: number) =>
      withParentPass(id, (pass) => callApi(unifiedOrderCall, { commodity_id: commodityId, pass })),
  });
}
