import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, messageSendCall, messagesSentCall } from '@yuwen/protocol';
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
