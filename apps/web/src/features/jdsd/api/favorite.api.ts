import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteAddCall, favoriteListCall, favoriteRemoveCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { POEM_CONTENT_KEY } from './poem-content.api';
import { POEM_LIST_KEY } from './poem-list.api';

const FAVORITE_LIST_KEY = ['poem-favorites'] as const;
const PAGE_SIZE = 20;

/** The user's own favourite poems, newest first. */
export function useFavoritePoems() {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...FAVORITE_LIST_KEY, id],
    queryFn: ({ pageParam }) => callApi(favoriteListCall, { page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Favourites or unfavourites a poem; every list and page showing the mark is refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poemId, favorite }: { poemId: number; favorite: boolean }) =>
      favorite ? callApi(favoriteAddCall, { poem_id: poemId }) : callApi(favoriteRemoveCall, { poem_id: poemId }),
    onSuccess: () =>
      Promise.all(
        [POEM_CONTENT_KEY, POEM_LIST_KEY, FAVORITE_LIST_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
