import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type Character, characterCall } from '@yuwen/protocol';
import { callApi } from '../../lib/api-client';
import { loadStrokeData } from '../hanzi-writer/stroke-data';

/** The dictionary lookup (spec §5): a numeric query is an id, anything else a simplified character. */
export function fetchCharacter(query: string): Promise<Character> {
  return /^\d+$/.test(query)
    ? callApi(characterCall, { columns: 'dict', count: '1', id: query })
    : callApi(characterCall, { columns: 'dict', count: '1', character_simplified: query });
}

/** A query's dictionary entry; failures are told by whoever shows it, not retried. */
const characterQuery = (query: string) =>
  queryOptions({
    queryKey: ['character', query],
    queryFn: () => fetchCharacter(query),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

/**
 * The dictionary entry of a query. `retryOnMount: false` shows a failure the prefetch already met
 * instead of asking again.
 */
export function useCharacter(query: string, { retryOnMount = true }: { retryOnMount?: boolean } = {}) {
  return useQuery({ ...characterQuery(query), retryOnMount });
}

/**
 * Asks for the entry at the tap, while the overlay's code is still loading, and for its stroke data
 * as soon as the entry is known (the boards then find it loading or loaded).
 */
export function prefetchCharacter(client: QueryClient, query: string): void {
  client.fetchQuery(characterQuery(query)).then(
    (entry) => {
      if (entry.character_writing_animation) loadStrokeData(entry.character_writing_animation).catch(() => {});
    },
    // The overlay tells the failure.
    () => {},
  );
}
