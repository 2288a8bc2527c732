import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { characterMarkCall, myCharactersCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';
import { TILES_KEY } from './character-tiles.api';

const MY_CHARACTERS_KEY = ['hzzy-my-characters'] as const;

/** How many characters the user has learned and favourited (the first page of the learned list carries both). */
export function useMyCharacterTotals() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...MY_CHARACTERS_KEY, id, 'totals'],
    queryFn: () => callApi(myCharactersCall, { mark: 'learned', page: 1, page_size: 1 }),
    enabled: id !== undefined,
    select: (page) => ({ learned: page.learned_total, favorite: page.favorite_total }),
  });
}

/** Sets the learned or favourite mark of a character; every tile list and total is refreshed. */
export function useMarkCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ charId, mark, on }: { charId: number; mark: 'learned' | 'favorite'; on: boolean }) =>
      callApi(characterMarkCall, { char_id: charId, [mark]: on ? '1' : '0' }),
    onSuccess: () =>
      Promise.all([TILES_KEY, MY_CHARACTERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
