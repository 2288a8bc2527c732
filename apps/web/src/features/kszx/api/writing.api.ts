import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, userInfoCall, writingAnswersCall, writingMarkCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

/** Under the feature's key, so the teacher's lists go with the rest of 考试中心's answers. */
const KEY = ['kszx', 'writing'] as const;

/** The signed-in user's role: teachers (and admins) mark 写话. */
export function useKszxRole() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, 'role', id],
    queryFn: async () => (await callApi(userInfoCall, {})).role,
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}

export const marksWriting = (role: string | undefined) => role === 'teacher' || role === 'admin';

/** 写话 answers of the teacher's pupils: waiting, or marked. */
export function useWritingAnswers(marked: boolean) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, marked ? 'marked' : 'waiting', id],
    queryFn: () => callApi(writingAnswersCall, { marked: marked ? '1' : '0' }),
    enabled: id !== undefined,
  });
}

export function useMarkWriting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CallInput<typeof writingMarkCall>) => callApi(writingMarkCall, values),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[2] !== 'role' }),
  });
}
