import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teacherCodeCreateCall, teacherCodeDisableCall, teacherCodesCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';

const KEY = ['manage', 'teacher-codes'] as const;

/** Every teacher activation code with its state, newest first (admin only). */
export function useTeacherCodes() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(teacherCodesCall, {}), staleTime: 0 });
}

/** Makes codes; the answer holds them, shown this once, and the new list. */
export function useCreateTeacherCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { count: number; valid_days: number | ''; note: string }) =>
      callApi(teacherCodeCreateCall, input),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer.list),
  });
}

/** Stops an unused code. */
export function useDisableTeacherCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(teacherCodeDisableCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
