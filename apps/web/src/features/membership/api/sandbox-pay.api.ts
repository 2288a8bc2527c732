import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sandboxPayCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { vipStatusKey } from './active-status.api';
import { buyRecordKey } from './buy-record.api';

/** 沙箱支付，仅供开发测试: completes the payment of the user's own order; VIP and records refresh. */
export function useSandboxPay() {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (orderNo: string) => callApi(sandboxPayCall, { order_no: orderNo }),
    onSuccess: (answer) => {
      queryClient.setQueryData(vipStatusKey(id), answer.vip);
      void queryClient.invalidateQueries({ queryKey: buyRecordKey(id) });
    },
  });
}
