import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageReadCall, messagesMineCall, messagesReadAllCall, messagesUnreadCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

const PAGE_SIZE = 20;
/** The list and the badge share one key, so reading a message refreshes both. */
const KEY = ['messages'] as const;

/** The signed-in user's messages, newest first, a page at a time. */
export function useMyMessages() {
  const { id } = useStoredAccount();
  return useInfiniteQuery({
    queryKey: [...KEY, 'mine', id],
    queryFn: ({ pageParam }) => callApi(messagesMineCall, { page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** How many messages are unread (the badge on 我的); no retries: a badge that cannot load stays away. */
export function useUnreadCount() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, 'unread', id],
    queryFn: async () => (await callApi(messagesUnreadCall, {})).unread,
    enabled: id !== undefined,
    staleTime: 0,
    // A message sent while the app is open shows within a minute, and when the window comes back to the front.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

function useReadMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export function useMarkRead() {
  return useReadMutation((messageId: number) => callApi(messageReadCall, { id: messageId }));
}

export function useMarkAllRead() {
  return useReadMutation((_: undefined) => callApi(messagesReadAllCall, {}));
}
