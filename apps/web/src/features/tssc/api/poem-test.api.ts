import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PoemTestAnswer,
  poemCollectionsCall,
  poemTestCreateCall,
  poemTestHistoryCall,
  poemTestResultCall,
  poemTestSubmitCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const POEM_TEST_KEY = ['tssc-poem-test'] as const;
const HISTORY_PAGE_SIZE = 10;

/** The collections a test can be drawn from (they change only on import). */
export function useTestCollections() {
  return useQuery({
    queryKey: [...POEM_TEST_KEY, 'collections'],
    queryFn: () => callApi(poemCollectionsCall, {}),
    staleTime: 10 * 60 * 1000,
  });
}

/** Generates a new test. */
export function useCreatePoemTest() {
  return useMutation({
    mutationFn: ({ collection, count }: { collection: string; count: number }) =>
      callApi(poemTestCreateCall, { collection, count }),
  });
}

/** Hands a test in; the history is refreshed. */
export function useSubmitPoemTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: number; answers: (PoemTestAnswer | null)[] }) =>
      callApi(poemTestSubmitCall, { id, answers: JSON.stringify(answers) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...POEM_TEST_KEY, 'history'] }),
  });
}

/** One of the pupil's handed-in tests, marked. */
export function usePoemTestResult(id: number | undefined) {
  const account = useStoredAccount();
  return useQuery({
    queryKey: [...POEM_TEST_KEY, 'result', account.id, id],
    queryFn: () => callApi(poemTestResultCall, { id: id as number }),
    enabled: account.id !== undefined && id !== undefined,
  });
}

/** The pupil's handed-in tests, latest first, a page at a time. */
export function usePoemTestHistory() {
  const account = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...POEM_TEST_KEY, 'history', account.id],
    queryFn: ({ pageParam }) => callApi(poemTestHistoryCall, { page: pageParam, page_size: HISTORY_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: account.id !== undefined,
  });
}
