import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, messageSendCall, messagesSentCall, messageWithdrawCall } from '@yuwen/protocol';
import { callApi } from '../../lib/api-client';

const PAGE_SIZE = 10;
const KEY = ['messages-sent'] as const;

/** What the signed-in teacher or admin sent (to `classId` only, when given), newest first. */
export function useSentMessages(classId?: number) {
  return useInfiniteQuery({
    queryKey: [...KEY, classId ?? 'all'],
    queryFn: ({ pageParam }) =>
      callApi(messagesSentCall, {
        page: pageParam,
        page_size: PAGE_SIZE,
        ...(classId !== undefined && { class_id: classId }),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof messageSendCall>) => callApi(messageSendCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** 撤回: takes a sent message back from everyone it went to. */
export function useWithdrawMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(messageWithdrawCall, { id }),
    // Also after a failure: "not found" means it is gone already (another admin took it back). The
    // sender's own inbox and badge (features/messages, key 'messages') may hold it too, e.g. an
    // admin's message to everyone.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['messages'] }),
      ]),
  });
}
