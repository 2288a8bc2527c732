import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { charactersByCall, moduleCharactersCall, myCharactersCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

/** Every cached list of character tiles (their learned / favourite marks change with user/character). */
export const TILES_KEY = ['hzzy-tiles'] as const;

/** One way into the dictionary: a radical, a toneless syllable (ü as v), or a stroke count. */
export type CharacterFilter = { radical: string } | { pinyin: string } | { stroke_count: number };

const PAGE_SIZE = 50;

/**
 * The characters of one radical, syllable or stroke count with the user's marks, a page at a time;
 * `level` 1 keeps the common characters only.
 */
export function useCharactersBy(filter: CharacterFilter | undefined, level?: 1) {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...TILES_KEY, 'by', id, filter, level],
    queryFn: ({ pageParam }) =>
      callApi(charactersByCall, {
        ...(filter ?? { radical: '' }),
        ...(level === undefined ? {} : { level }),
        page: pageParam,
        page_size: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined && filter !== undefined,
  });
}

/** The user's own learned or favourite characters, latest mark first, a page at a time. */
export function useMyCharacters(mark: 'learned' | 'favorite') {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...TILES_KEY, 'mine', id, mark],
    queryFn: ({ pageParam }) => callApi(myCharactersCall, { mark, page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
  });
}

/** One group of 基本字 with the user's marks, and the user's progress over every group. */
export function useBasicGroup(group: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TILES_KEY, 'group', id, group],
    queryFn: () => callApi(moduleCharactersCall, { group }),
    enabled: id !== undefined,
    placeholderData: (previous) => previous,
  });
}
