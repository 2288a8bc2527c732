import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CallInput,
  zjktDeleteCall,
  zjktImageRemoveCall,
  zjktImageUploadCall,
  zjktLessonCall,
  zjktManageListCall,
  zjktPublishCall,
  zjktSaveCall,
  zjktTargetsCall,
} from '@yuwen/protocol';
import { callApi, uploadFiles } from '../../../lib/api-client';

const KEY = ['manage', 'zjkt'] as const;
/** 专家课堂's own cache key (features/zjkt): a change here shows on the pupils' pages at once. */
const PUPIL_KEY = ['zjkt'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([KEY, PUPIL_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The lessons the reader may change (a teacher's own, an admin's all). */
export function useManagedLessons() {
  return useQuery({ queryKey: [...KEY, 'list'], queryFn: () => callApi(zjktManageListCall, {}), retry: false });
}

export function useManagedLesson(id: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'lesson', id],
    queryFn: () => callApi(zjktLessonCall, { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

export function useSaveLesson() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInput<typeof zjktSaveCall>) => callApi(zjktSaveCall, input),
    onSuccess: refresh,
  });
}

export function usePublishLesson() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      callApi(zjktPublishCall, { id, published: published ? '1' : '0' }),
    onSuccess: refresh,
  });
}

export function useDeleteLesson() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => callApi(zjktDeleteCall, { id }), onSuccess: refresh });
}

export function useUploadLessonImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, slot, file }: { id: number; slot: 'cover' | 'image'; file: File }) =>
      uploadFiles(zjktImageUploadCall, { files: file }, { id, slot }),
    onSuccess: refresh,
  });
}

export function useRemoveLessonImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, url }: { id: number; url: string }) =>
      callApi(zjktImageRemoveCall, { id, name: url.split('/').pop() ?? '' }),
    onSuccess: refresh,
  });
}

/** Poems or textbook lessons whose title holds the words (the link picker); nothing until words are typed. */
export function useLinkTargets(kind: 'poem' | 'lesson', words: string) {
  return useQuery({
    queryKey: [...KEY, 'targets', kind, words],
    queryFn: () => callApi(zjktTargetsCall, { kind, q: words }),
    enabled: words.trim() !== '',
  });
}
