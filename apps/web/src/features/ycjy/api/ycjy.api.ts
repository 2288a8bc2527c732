import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ycjyCheckCall, ycjyCheckSubmitCall, ycjyLessonCall, ycjyPlanCall } from '@yuwen/protocol';
import { callApi } from '../../../lib/api-client';
import type { LessonPlace } from '../ycjy-links';

/** Every cached answer of the area starts with this key. */
export const YCJY_KEY = ['ycjy'] as const;

export const usePlan = (grade: number) =>
  useQuery({ queryKey: [...YCJY_KEY, 'plan', grade], queryFn: () => callApi(ycjyPlanCall, { grade }) });

export const useLesson = (l: LessonPlace) =>
  useQuery({
    queryKey: [...YCJY_KEY, 'lesson', l.grade, l.month, l.index],
    queryFn: () => callApi(ycjyLessonCall, { ...l }),
    retry: false,
  });

export const useCheck = (grade: number, month: number) =>
  useQuery({
    queryKey: [...YCJY_KEY, 'check', grade, month],
    queryFn: () => callApi(ycjyCheckCall, { grade, month }),
    retry: false,
  });

/** Hands in a whole check; the plan and the check then show the new score. */
export function useSubmitCheck(grade: number, month: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) => callApi(ycjyCheckSubmitCall, { grade, month, answers: answers.join(',') }),
    onSuccess: () => client.invalidateQueries({ queryKey: YCJY_KEY }),
  });
}
