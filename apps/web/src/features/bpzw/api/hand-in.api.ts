import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CallInput,
  type Composition,
  classJoinedCall,
  compositionHandInCall,
  handedCommentCall,
  handedCompositionCall,
  handedCompositionsCall,
  userInfoCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';
import { BPZW_KEY } from './bpzw.api';

const HANDED_KEY = [...BPZW_KEY, 'handed'] as const;

/** The signed-in user's role: teachers (and admins) read what their classes hand in. */
export function useRole() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPZW_KEY, 'role', id],
    queryFn: async () => (await callApi(userInfoCall, {})).role,
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}

export const isTeacher = (role: string | undefined) => role === 'teacher' || role === 'admin';

/** The classes the pupil is in, to hand a composition to. */
export function useJoinedClasses(enabled: boolean) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...BPZW_KEY, 'joined', id],
    queryFn: () => callApi(classJoinedCall, {}),
    enabled: enabled && id !== undefined,
  });
}

/** Hands the composition in; the answer (with where it was handed) replaces the cached one. */
export function useHandIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { id: number; class_id: number }) => callApi(compositionHandInCall, values),
    onSuccess: (answer: Composition) => client.setQueryData([...BPZW_KEY, 'compositions', 'one', answer.id], answer),
  });
}

/** The teacher's list of handed-in compositions, waiting ones first. */
export function useHanded() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...HANDED_KEY, id],
    queryFn: () => callApi(handedCompositionsCall, {}),
    enabled: id !== undefined,
  });
}

export function useHandedOne(id: number) {
  return useQuery({
    queryKey: [...HANDED_KEY, 'one', id],
    queryFn: () => callApi(handedCompositionCall, { id }),
  });
}

export function useComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CallInput<typeof handedCommentCall>) => callApi(handedCommentCall, values),
    onSuccess: (answer) => {
      client.setQueryData([...HANDED_KEY, 'one', answer.id], answer);
      void client.invalidateQueries({ queryKey: HANDED_KEY, predicate: (q) => q.queryKey[2] !== 'one' });
    },
  });
}
