import { useQuery } from '@tanstack/react-query';
import { unitWordsCall, wordListCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

/** A unit's words for 听写: all its lessons' (bpcy/unit), the first of them and how many in all. */
export function useUnitWords(unitId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'unit', unitId],
    queryFn: () => callApi(unitWordsCall, { unit_id: unitId ?? 0 }),
    enabled: id !== undefined && unitId !== undefined,
  });
}

/** A teacher's list by its code (bpcy/list). */
export function useWordList(code: string | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'list', code],
    queryFn: () => callApi(wordListCall, { code: code ?? '' }),
    enabled: id !== undefined && code !== undefined,
    retry: false,
  });
}
