import { useMutation } from '@tanstack/react-query';
import { unifiedOrderCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** Unified order: a pending order of a plan, to be paid through the provider it names. */
export function useUnifiedOrder() {
  return useMutation({ mutationFn: (commodityId: number) => callApi(unifiedOrderCall, { commodity_id: commodityId }) });
}
