import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parentPinRemoveCall, parentPinSetCall, parentPinStatusCall, weeklyReportCall } from '@yuwen/protocol';
import { forgetRefusedPass } from '../../../components/parent-check/parent-pass';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** The pupil's last seven days, with the parent check's pass. */
export function useWeeklyReport(pass: string) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['weekly-report', id],
    queryFn: async () => {
      try {
        return await callApi(weeklyReportCall, { pass });
      } catch (error) {
        forgetRefusedPass(error);
        throw error;
      }
    },
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}

const pinKey = (uid: number | undefined) => ['parent-pin', uid] as const;

/** Whether a parent PIN is set. */
export function useParentPinStatus() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: pinKey(id),
    queryFn: () => callApi(parentPinStatusCall, {}),
    enabled: id !== undefined,
  });
}

/** Sets, changes or removes (pin null) the parent PIN. */
export function useSaveParentPin(pass: string) {
  const queryClient = useQueryClient();
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (pin: string | null) =>
      pin === null ? callApi(parentPinRemoveCall, { pass }) : callApi(parentPinSetCall, { pass, pin }),
    onSuccess: (answer) => queryClient.setQueryData(pinKey(id), answer),
    onError: forgetRefusedPass,
  });
}
