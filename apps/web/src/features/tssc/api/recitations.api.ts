import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recitationDeleteCall, recitationListCall, recitationUploadCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi, uploadFiles } from '../../../lib/api-client';

const RECITATIONS_KEY = ['tssc-recitations'] as const;

/** The pupil's own recordings of a poem, newest first (user/recitation). */
export function useRecitations(poemId: number) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...RECITATIONS_KEY, id, poemId],
    queryFn: () => callApi(recitationListCall, { poem_id: poemId }),
    enabled: id !== undefined,
  });
}

/** File names by recorded type, so the server and a download both see a sensible name. */
function fileName(blob: Blob): string {
  if (blob.type.includes('ogg')) return 'recitation.ogg';
  if (blob.type.includes('mp4')) return 'recitation.m4a';
  return 'recitation.webm';
}

/** Uploads a kept recording of a poem. */
export function useUploadRecitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poemId, moduleId, audio }: { poemId: number; moduleId: number; audio: Blob }) =>
      uploadFiles(
        recitationUploadCall,
        { files: new File([audio], fileName(audio), { type: audio.type }) },
        { poem_id: poemId, module_id: moduleId },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECITATIONS_KEY }),
  });
}

/** Deletes one of the pupil's own recordings. */
export function useDeleteRecitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(recitationDeleteCall, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECITATIONS_KEY }),
  });
}
