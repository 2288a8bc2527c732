import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { buyRecordKey } from './buy-record.api';

/** Cancels one of the user's open orders; the records refresh. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (orderNo: string) => callApi(cancelOrderCall, { order_no: orderNo }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyRecordKey(id) }),
  });
}
