import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallAnswer, type SearchType, searchCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

export type SearchAnswer = CallAnswer<typeof searchCall>;

/** Searches the catalogue: every group's first results, or one type's page. */
export function fetchSearch(keyword: string, type: SearchType | undefined, page: number): Promise<SearchAnswer> {
  return callApi(searchCall, { keyword, ...(type ? { type, page: String(page) } : {}) });
}

/** The search results of a keyword ('' asks nothing); the previous results stay while the next load. */
export function useSearch(keyword: string, type: SearchType | undefined, page: number) {
  return useQuery({
    queryKey: ['search', keyword, type ?? 'all', page],
    queryFn: () => fetchSearch(keyword, type, page),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}
