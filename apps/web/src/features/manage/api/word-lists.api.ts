import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wordListCreateCall, wordListDeleteCall, wordListMineCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

const KEY = ['manage', 'word-lists'] as const;

/** The teacher's own word lists, newest first. */
export function useMyWordLists() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(wordListMineCall, {}), staleTime: 0, retry: false });
}

/** Saves a new list; the answer holds its share code. */
export function useCreateWordList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: { name: string; words: string }) => callApi(wordListCreateCall, list),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteWordList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(wordListDeleteCall, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
