import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { syllableAudioDeleteCall, syllableAudioListCall, syllableAudioUploadCall } from '@yuwen/protocol';
import { callApi, uploadFiles } from '../../../lib/api-client';

const KEY = ['manage', 'syllable-audio'] as const;

/** The readings the voice package has no recording of, with the teachers' recordings. */
export function useSyllableAudioList() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(syllableAudioListCall, {}), staleTime: 0 });
}

type Reading = { syllable: string; tone: number };

/** Uploads a recording of a reading (it replaces an earlier one). */
export function useUploadSyllableAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ syllable, tone, file }: Reading & { file: File }) =>
      uploadFiles(syllableAudioUploadCall, { files: file }, { syllable, tone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Removes a teacher's recording of a reading. */
export function useDeleteSyllableAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ syllable, tone }: Reading) => callApi(syllableAudioDeleteCall, { syllable, tone }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
