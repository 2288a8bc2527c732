import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CallInput,
  compositionCall,
  compositionDeleteCall,
  compositionListCall,
  compositionSaveCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPZW_KEY } from './bpzw.api';

const COMPOSITIONS_KEY = [...BPZW_KEY, 'compositions'] as const;

/** The pupil's compositions, latest first. */
export function useCompositions() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...COMPOSITIONS_KEY, id],
    queryFn: () => callApi(compositionListCall, {}),
    enabled: id !== undefined,
  });
}

/** One composition (the editor keeps its own copy once open; each save writes the answer here). */
export function useComposition(id: number | undefined) {
  return useQuery({
    queryKey: [...COMPOSITIONS_KEY, 'one', id],
    queryFn: () => callApi(compositionCall, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

export const saveComposition = (draft: CallInput<typeof compositionSaveCall>) => callApi(compositionSaveCall, draft);

/** The lists are asked again after a save or a delete (the area page's and 我的作文); the open drafts are not. */
export function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      queryKey: BPZW_KEY,
      predicate: (q) => q.queryKey[1] === 'home' || (q.queryKey[1] === 'compositions' && q.queryKey[2] !== 'one'),
    });
}

export function useDeleteComposition() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => callApi(compositionDeleteCall, { id }),
    onSuccess: refresh,
  });
}
