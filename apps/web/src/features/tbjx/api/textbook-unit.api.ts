import { useQuery } from '@tanstack/react-query';
import { textbookUnitCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { TEXTBOOK_KEY } from './textbook-keys';

/** One unit: its lessons with progress and its 日积月累 (textbook/unit). */
export function useTextbookUnit(unitId: number | undefined) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...TEXTBOOK_KEY, 'unit', id, unitId],
    queryFn: () => callApi(textbookUnitCall, { id: unitId ?? 0 }),
    enabled: id !== undefined && unitId !== undefined,
    staleTime: 0,
  });
}
