import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, manageCommoditiesCall, saveCommodityCall, setCommodityOnSaleCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

const KEY = ['manage', 'commodities'] as const;

export function fetchManageCommodities() {
  return callApi(manageCommoditiesCall, {});
}

/** Every plan, withdrawn ones too (admin only). */
export function useManageCommodities() {
  return useQuery({ queryKey: KEY, queryFn: fetchManageCommodities, staleTime: 0 });
}

/** Creates or edits a plan. */
export function useSaveCommodity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: CallInput<typeof saveCommodityCall>) => callApi(saveCommodityCall, plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Puts a plan on sale or withdraws it. */
export function useSetOnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) =>
      callApi(setCommodityOnSaleCall, { id, on_sale: onSale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
