import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sandboxPayCall } from '@yuwen/protocol';
import { withParentPass } from '../../../components/parent-check/parent-pass';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { vipStatusKey } from './active-status.api';
import { buyRecordKey } from './buy-record.api';

/** 沙箱支付，仅供开发测试: pays the user's own order with the parent pass; VIP and records refresh. */
export function useSandboxPay() {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (orderNo: string) => withParentPass(id, (pass) => callApi(sandboxPayCall, { order_no: orderNo, pass })),
    onSuccess: (answer) => {
      queryClient.setQueryData(vipStatusKey(id), answer.vip);
      void queryClient.invalidateQueries({ queryKey: buyRecordKey(id) });
    },
  });
}
