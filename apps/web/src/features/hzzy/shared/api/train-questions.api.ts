import { useQuery } from '@tanstack/react-query';
import { trainQuestionsCall } from '@yuwen/protocol';
import { useStoredAccount } from '../../../../lib/account-store';
import { callApi } from '../../../../lib/api-client';

/** Where a round's questions come from: a 基本字 group, a training level, or today's review. */
export type QuestionSource = 'group' | 'level' | 'review';

/**
 * One round of questions (with `write`, every third is a dictation). `round` tells rounds apart, so "再来一次" draws new questions while a
 * round in progress never changes under the pupil.
 */
export function useTrainQuestions(
  source: QuestionSource,
  number: number,
  count: number,
  write: boolean,
  round: number,
) {
  const { id } = useStoredAccount();
  return useQuery({
    queryKey: ['hzzy-train-questions', id, source, number, count, write, round],
    queryFn: () => callApi(trainQuestionsCall, { source, number, count, write: write ? '1' : '0' }),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
