import { useQuery } from '@tanstack/react-query';
import { jdmzHomeCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Every cached answer of the area starts with this key. */
export const JDMZ_KEY = ['jdmz'] as const;
export const JDMZ_HOME_KEY = [...JDMZ_KEY, 'home'] as const;

/** The categories and the pupil's 接龙 and quiz results (jdmz/home). */
export function useJdmzHome() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...JDMZ_HOME_KEY, id],
    queryFn: () => callApi(jdmzHomeCall, {}),
    enabled: id !== undefined,
  });
}
