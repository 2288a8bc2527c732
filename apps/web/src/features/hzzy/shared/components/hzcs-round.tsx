import type { TrainAnswer } from '@yuwen/protocol';
import { PageLoading, PageMessage } from '../../../../components/page-state/page-state';
import { failureMessage } from '../../../../lib/http-transport';
import { type QuestionSource, useTrainQuestions } from '../api/train-questions.api';
import { HzcsQuiz } from './hzcs-quiz';

/** Loads one round of questions and runs it; loading, failure and "no questions" have their own states. */
export function HzcsRound({
  source,
  number,
  count,
  write = false,
  round,
  onFinish,
  finishing,
}: {
  source: QuestionSource;
  number: number;
  count: number;
  /** Every third question is written on the stroke checker. */
  write?: boolean;
  round: number;
  onFinish: (answers: TrainAnswer[]) => void;
  finishing: boolean;
}) {
  const found = useTrainQuestions(source, number, count, write, round);
  if (found.isPending) return <PageLoading text="正在出题…" />;
  if (found.isError)
    return (
      <PageMessage glyph="网" title={failureMessage(found.error)} testId="hzcs-error">
        <button type="button" className="yw-button" onClick={() => void found.refetch()}>
          重新出题
        </button>
      </PageMessage>
    );
  if (found.data.questions.length === 0)
    return <PageMessage glyph="空" title="这里暂时出不了题" testId="hzcs-no-questions" />;
  return <HzcsQuiz key={round} questions={found.data.questions} onFinish={onFinish} finishing={finishing} />;
}
