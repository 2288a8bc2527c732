import type { TrainAnswer, TrainQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { HzcsWrite } from './hzcs-write';

const KIND_NAMES: Record<TrainQuestion['kind'], string> = { read: '读一读', recognise: '选字填空', write: '听写' };

/** How the current question was answered: the choice picked (none for writing) and whether it was right. */
interface Outcome {
  picked?: number;
  correct: boolean;
}

/**
 * One round of questions (读音, 选字填空, 听写): the pupil answers, sees right or wrong with the
 * right answer, and goes on; the answers are handed over after the last question.
 */
export function HzcsQuiz({
  questions,
  onFinish,
  finishing,
}: {
  questions: readonly TrainQuestion[];
  onFinish: (answers: TrainAnswer[]) => void;
  /** The answers are being sent. */
  finishing: boolean;
}) {
  const [at, setAt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const [answers, setAnswers] = useState<TrainAnswer[]>([]);
  const question = questions[at];
  if (!question) return null;
  const last = at === questions.length - 1;

  const answer = (result: Outcome) => {
    if (outcome) return;
    setOutcome(result);
    setAnswers((list) => [...list, { char_id: question.char_id, kind: question.kind, correct: result.correct }]);
  };
  const next = () => {
    if (last) onFinish(answers);
    else {
      setAt(at + 1);
      setOutcome(undefined);
    }
  };
  const rightAnswer = question.kind === 'write' ? question.char : question.options[question.answer];

  return (
    <section className="yw-pyxx-practice yw-hzcs-quiz" data-testid="hzcs-quiz" data-kind={question.kind}>
      <p className="yw-pyxx-practice__progress">
        第 {at + 1} / {questions.length} 题 · {KIND_NAMES[question.kind]}
      </p>
      {question.kind === 'write' ? (
        <HzcsWrite
          key={question.char_id}
          question={question}
          answered={outcome !== undefined}
          onAnswer={(correct) => answer({ correct })}
        />
      ) : (
        <>
          {question.kind === 'read' ? (
            <p className="yw-hzcs-quiz__ask">
              <span className="yw-hzcs-quiz__char yw-kai" data-testid="quiz-prompt">
                {question.prompt}
              </span>
              <span>这个字怎么读？</span>
            </p>
          ) : (
            <p className="yw-hzcs-quiz__ask">
              <span className="yw-hzcs-quiz__hint">{question.hint}</span>
              <span className="yw-hzcs-quiz__word yw-kai" data-testid="quiz-prompt">
                {question.prompt}
              </span>
              <span>选出括号里的字</span>
            </p>
          )}
          <div className="yw-pyxx-practice__choices">
            {question.options.map((option, index) => {
              const state = !outcome
                ? ''
                : index === question.answer
                  ? ' is-right'
                  : index === outcome.picked
                    ? ' is-wrong'
                    : '';
              return (
                <button
                  key={option}
                  type="button"
                  className={`yw-pyxx-practice__choice${state}${question.kind === 'recognise' ? ' yw-kai' : ''}`}
                  data-testid="quiz-choice"
                  disabled={outcome !== undefined}
                  onClick={() => answer({ picked: index, correct: index === question.answer })}
                >
                  <span className="yw-hzcs-quiz__option">{option}</span>
                </button>
              );
            })}
          </div>
        </>
      )}
      {outcome && (
        <div className="yw-pyxx-practice__feedback" role="status" data-testid="quiz-feedback">
          <p>
            {outcome.correct ? '答对了！' : '不对哦，'}
            {!outcome.correct && (
              <>
                正确答案是{' '}
                <strong className="yw-kai" data-testid="quiz-right-answer">
                  {rightAnswer}
                </strong>
              </>
            )}
          </p>
          <button type="button" className="yw-button" data-testid="quiz-next" disabled={finishing} onClick={next}>
            {last ? (finishing ? '正在交卷…' : '交卷') : '下一题'}
          </button>
        </div>
      )}
    </section>
  );
}
