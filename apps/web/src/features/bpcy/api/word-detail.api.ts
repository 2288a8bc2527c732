import { useQuery } from '@tanstack/react-query';
import { wordDetailCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

/** One word's page: reading, syllables with recordings, the imported explanation (bpcy/word). */
export function useWordDetail(word: string) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPCY_KEY, 'word', word],
    queryFn: () => callApi(wordDetailCall, { word }),
    enabled: id !== undefined,
  });
}
