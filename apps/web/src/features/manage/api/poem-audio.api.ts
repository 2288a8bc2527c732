import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { poemAudioCandidatesCall, poemAudioDeleteCall, poemAudioListCall, poemAudioUploadCall } from '@yuwen/protocol';
import { callApi, uploadFiles } from '../../../lib/api-client';

const KEY = ['manage', 'poem-audio'] as const;

/** Every teacher recording of a poem, newest first (teachers and admins; others get 403). */
export function usePoemAudioList() {
  return useQuery({ queryKey: KEY, queryFn: () => callApi(poemAudioListCall, {}), staleTime: 0, retry: false });
}

/** Poems whose title holds the keyword, with their collection, to choose the one recorded. */
export function usePoemCandidates(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [...KEY, 'candidates', trimmed],
    queryFn: () => callApi(poemAudioCandidatesCall, { keyword: trimmed }),
    enabled: trimmed !== '',
  });
}

/** Uploads a recording of a poem (it replaces the poem's earlier one). */
export function useUploadPoemAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ poemId, file }: { poemId: number; file: File }) =>
      uploadFiles(poemAudioUploadCall, { files: file }, { poem_id: poemId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Removes a poem's teacher recording. */
export function useDeletePoemAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poemId: number) => callApi(poemAudioDeleteCall, { poem_id: poemId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
