import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AskArea,
  type AskState,
  askAddCall,
  askAnswerAudioCall,
  askAnswerCall,
  askFaqCall,
  askFileCall,
  askHideCall,
  askInboxCall,
  askInfoCall,
  askMineCall,
  userInfoCall,
} from '@yuwen/protocol';
import { useStoredAccount } from '../../../lib/account-store';
import { callApi, uploadFiles, withSession } from '../../../lib/api-client';

/** Every answer of 问答 is kept under one key, so asking or answering refreshes what shows it. */
const KEY = ['ask'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useFaq() {
  return useQuery({
    queryKey: [...KEY, 'faq'],
    queryFn: () => callApi(askFaqCall, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in user's role: teachers and admins also answer (the server has the last word). */
export function useAskRole() {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: [...KEY, 'role', id],
    queryFn: async () => (await callApi(userInfoCall, {})).role,
    enabled: id !== undefined,
  });
}

export const isAnswerer = (role: string | undefined) => role === 'teacher' || role === 'admin';

export function useMyQuestions() {
  return useQuery({ queryKey: [...KEY, 'mine'], queryFn: () => callApi(askMineCall, {}), staleTime: 0 });
}

export function useQuestion(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...KEY, 'info', id],
    queryFn: async () => {
      const info = await callApi(askInfoCall, { id: id ?? 0 });
      // Opening it reads its answers: 我的提问's unread marks change (only that list is asked again).
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'mine'] });
      return info;
    },
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useInbox(state: AskState, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'inbox', state],
    queryFn: () => callApi(askInboxCall, { state }),
    enabled,
    staleTime: 0,
  });
}

/** Where the browser loads a question's picture, or an answer's picture or recording. */
export function askFileUrl(questionId: number, kind: 'image' | 'audio', answerId?: number): string {
  const answer = answerId === undefined ? '' : `&answer_id=${answerId}`;
  return withSession(`${askFileCall.path}?question_id=${questionId}${answer}&kind=${kind}`);
}

export interface NewQuestion {
  text: string;
  area: AskArea | '';
  lessonId?: number;
  image?: Blob;
}

export function useAsk(onProgress?: (share: number) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ text, area, lessonId, image }: NewQuestion) =>
      uploadFiles(
        askAddCall,
        image ? { files: image } : {},
        { text, area, ...(lessonId !== undefined && { lesson_id: lessonId }) },
        onProgress && ((p) => onProgress(p.total > 0 ? p.loaded / p.total : 0)),
      ),
    onSuccess: () => refresh(),
  });
}

export interface NewAnswer {
  questionId: number;
  text: string;
  image?: Blob;
  recording?: Blob;
}

/** The answer, then its recording when there is one (two uploads: one file each). */
export function useAnswer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ questionId, text, image, recording }: NewAnswer) => {
      const answer = await uploadFiles(askAnswerCall, image ? { files: image } : {}, { question_id: questionId, text });
      if (!recording) return answer;
      return uploadFiles(askAnswerAudioCall, { files: recording }, { answer_id: answer.id });
    },
    onSettled: () => refresh(),
  });
}

export function useHide() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ questionId, hidden }: { questionId: number; hidden: boolean }) =>
      callApi(askHideCall, { question_id: questionId, hidden: hidden ? '1' : '0' }),
    onSuccess: () => refresh(),
  });
}
