import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardBatchCardsCall, cardBatchesCall, createCardBatchCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

const KEY = ['manage', 'card-batches'] as const;

export function fetchCardBatches() {
  return callApi(cardBatchesCall, {});
}

/** Every activation-card batch, newest first (admin only). */
export function useCardBatches() {
  return useQuery({ queryKey: KEY, queryFn: fetchCardBatches, staleTime: 0 });
}

/** The cards of one batch, fetched while `batchId` is set. */
export function useBatchCards(batchId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, batchId],
    queryFn: () => callApi(cardBatchCardsCall, { batch_id: batchId ?? 0 }),
    enabled: batchId !== undefined,
    staleTime: 0,
  });
}

/** Generates a batch; the answer holds the codes, shown this once. */
export function useCreateCardBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: { count: number; days: number; note: string }) => callApi(createCardBatchCall, batch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
