import { useMutation, useQuery } from '@tanstack/react-query';
import { parentAnswerCall, parentPinCheckCall, parentQuestionCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../lib/account-store';
import { callApi } from '../../lib/api-client';
import { storeParentPass } from './parent-pass';

/** A new question each `round` (换一道题, or after a wrong answer); never reused from the cache. */
export function useParentQuestion(round: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['parent-question', id, round],
    queryFn: () => callApi(parentQuestionCall, {}),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Answers the question or types the PIN; a pass is stored for this tab. */
export function usePassParentCheck() {
  const { id } = useStoredAccount();
  return useMutation({
    mutationFn: (input: { checkId: string; answer: string } | { pin: string }) =>
      'pin' in input
        ? callApi(parentPinCheckCall, { pin: input.pin })
        : callApi(parentAnswerCall, { check_id: input.checkId, answer: input.answer }),
    onSuccess: (pass) => {
      if (id !== undefined) storeParentPass(id, pass);
    },
  });
}
