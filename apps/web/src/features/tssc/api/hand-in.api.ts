import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignmentHandInCall, myAssignmentsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi } from '../../../lib/api-client';

// 「交给老师」: the pupil's 背诵 作业 of this poem (issue 17's classes) and the hand-in of a recording.
const KEY = ['classes'] as const;

/** The pupil's 背诵 assignments of this poem not yet marked 已背会 (none for teachers and visitors). */
export function useReciteHomework(poemId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, 'mine', id],
    queryFn: () => callApi(myAssignmentsCall, {}),
    enabled: id !== undefined,
    retry: false,
    select: (list) => list.filter((a) => a.kind === 'poem_recite' && a.target_id === poemId && a.work.mark !== 'good'),
  });
}

/** Hands one recording in to each of these assignments. */
export function useHandIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ assignmentIds, recitationId }: { assignmentIds: number[]; recitationId: number }) => {
      for (const id of assignmentIds) {
        await callApi(assignmentHandInCall, { assignment_id: id, recitation_id: recitationId });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
