import { useQuery } from '@tanstack/react-query';
import { type Character, characterCall } from '@yuwen/protocol';
import { callApi } from '../../lib/api-client';

/** The dictionary lookup (spec §5): a numeric query is an id, anything else a simplified character. */
export function fetchCharacter(query: string): Promise<Character> {
  return /^\d+$/.test(query)
    ? callApi(characterCall, { columns: 'dict', count: '1', id: query })
    : callApi(characterCall, { columns: 'dict', count: '1', character_simplified: query });
}

/** The dictionary entry of a query; failures are told by the overlay, not retried. */
export function useCharacter(query: string) {
  return useQuery({
    queryKey: ['character', query],
    queryFn: () => fetchCharacter(query),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
