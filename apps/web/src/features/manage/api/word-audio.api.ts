import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lessonWordsCall, wordAudioDeleteCall, wordAudioUploadCall } from '@yuwen/protocol';
import { callApi, uploadFiles } from '../../../lib/api-client';

const KEY = ['manage', 'word-audio'] as const;

/** A lesson's words, each with its teacher recording ('' when none). */
export function useRecordedLessonWords(lessonId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, lessonId],
    queryFn: () => callApi(lessonWordsCall, { lesson_id: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
    staleTime: 0,
  });
}

/** Uploads a recording of a word (it replaces the word's earlier one). */
export function useUploadWordAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ word, file }: { word: string; file: File }) =>
      uploadFiles(wordAudioUploadCall, { files: file }, { word }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Removes a word's teacher recording. */
export function useDeleteWordAudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => callApi(wordAudioDeleteCall, { word }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
