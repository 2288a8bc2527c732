import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  favoriteAddCall,
  favoriteListCall,
  favoriteRemoveCall,
  poemCollectionsCall,
  poemContentCall,
  poemListCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const PAGE_SIZE = 50;
/** Every cached poem and poem list of the recitation pages (favourite marks change them). */
export const RECITE_POEMS_KEY = ['tssc-poems'] as const;

/** The poem collections to recite from (they change only on import). */
export function useReciteCollections() {
  return useQuery({
    queryKey: [...RECITE_POEMS_KEY, 'collections'],
    queryFn: () => callApi(poemCollectionsCall, {}),
    staleTime: 10 * 60 * 1000,
  });
}

/** A collection's poems with the pupil's favourite marks, a page at a time. */
export function useRecitePoemList(collection: string) {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...RECITE_POEMS_KEY, 'list', id, collection],
    queryFn: ({ pageParam }) => callApi(poemListCall, { collection, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}

/** One poem with its pinyin. */
export function useRecitePoem(poemId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...RECITE_POEMS_KEY, 'content', id, poemId],
    queryFn: () => callApi(poemContentCall, { id: poemId }),
    enabled: id !== undefined,
  });
}

/** The pupil's favourite poems, newest first (the first 50: a pupil's recitation shortlist). */
export function useReciteFavorites() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...RECITE_POEMS_KEY, 'favorites', id],
    queryFn: () => callApi(favoriteListCall, { page: 1, page_size: PAGE_SIZE }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Favourites or unfavourites a poem (user/favorite) and refreshes the marks shown. */
export function useToggleReciteFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poemId, favorite }: { poemId: number; favorite: boolean }) =>
      favorite ? callApi(favoriteAddCall, { poem_id: poemId }) : callApi(favoriteRemoveCall, { poem_id: poemId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECITE_POEMS_KEY }),
  });
}
