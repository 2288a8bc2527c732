import { useQuery } from '@tanstack/react-query';
import { dictationHistoryCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPCY_KEY } from './bpcy-keys';

export const DICTATION_HISTORY_KEY = [...BPCY_KEY, 'dictations'] as const;

/** The pupil's handed-in dictations, latest first. */
export function useDictationHistory() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...DICTATION_HISTORY_KEY, id],
    queryFn: () => callApi(dictationHistoryCall, {}),
    enabled: id !== undefined,
  });
}
