import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  idiomCall,
  nameFavoriteAddCall,
  nameFavoriteRemoveCall,
  nameFavoritesCall,
  nameIdeasCall,
  zyqmCharCall,
  zyqmCharGroupsCall,
  zyqmIdiomsCall,
  zyqmPoemStoryCall,
  zyqmPoemsCall,
} from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const ZYQM_KEY = ['zyqm'] as const;
const FAVOURITES_KEY = [...ZYQM_KEY, 'favourites'] as const;

export const useCharGroups = () =>
  useQuery({ queryKey: [...ZYQM_KEY, 'chars'], queryFn: () => callApi(zyqmCharGroupsCall, {}) });

export const useZyqmChar = (char: string) =>
  useQuery({ queryKey: [...ZYQM_KEY, 'char', char], queryFn: () => callApi(zyqmCharCall, { char }) });

export const useEasyIdioms = () =>
  useQuery({ queryKey: [...ZYQM_KEY, 'idioms'], queryFn: () => callApi(zyqmIdiomsCall, {}) });

/** One idiom's story page content, through 成语典故's own call (jdmz/idiom). */
export const useIdiomStory = (text: string) =>
  useQuery({ queryKey: [...ZYQM_KEY, 'idiom', text], queryFn: () => callApi(idiomCall, { text }) });

export const usePoemStories = () =>
  useQuery({ queryKey: [...ZYQM_KEY, 'poems'], queryFn: () => callApi(zyqmPoemsCall, {}) });

export const usePoemStory = (key: string) =>
  useQuery({ queryKey: [...ZYQM_KEY, 'poem', key], queryFn: () => callApi(zyqmPoemStoryCall, { key }) });

/** Name ideas for a surname, a page at a time (nothing asked before a surname is given). */
export function useNameIdeas(surname: string, length: number) {
  return useInfiniteQuery({
    queryKey: [...ZYQM_KEY, 'names', surname, length],
    queryFn: ({ pageParam }) => callApi(nameIdeasCall, { surname, length, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: surname !== '',
    retry: false,
  });
}

export const useNameFavourites = () =>
  useQuery({ queryKey: FAVOURITES_KEY, queryFn: () => callApi(nameFavoritesCall, {}) });

export function useKeepName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idea: { surname: string; name: string; poem_id: number; line: string }) =>
      callApi(nameFavoriteAddCall, idea),
    onSuccess: () => client.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}

export function useRemoveName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(nameFavoriteRemoveCall, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
