import type { Exercise } from '@yuwen/protocol';
import { useState } from 'react';
import { type PracticeAnswer, QUESTION_KIND_NAMES, unansweredCount } from '../practice-answers';
import { ChoiceQuestion } from './choice-question';
import { WriteQuestion } from './write-question';

/**
 * 作业: the questions as a sheet the pupil goes through in any order, changing answers until the
 * hand-in; the server marks it. Handing in with questions left open asks once more.
 */
export function ZyRound({
  exercise,
  finishing,
  onFinish,
}: {
  exercise: Exercise;
  finishing: boolean;
  onFinish: (sheet: readonly (PracticeAnswer | undefined)[]) => void;
}) {
  const { questions } = exercise;
  const [at, setAt] = useState(0);
  const [sheet, setSheet] = useState<(PracticeAnswer | undefined)[]>(() => questions.map(() => undefined));
  const [confirming, setConfirming] = useState(false);
  const question = questions[at];
  if (!question) return null;
  const answer = sheet[at];
  const open = unansweredCount(sheet);
  const last = at === questions.length - 1;

  const set = (value: PracticeAnswer) => {
    setConfirming(false);
    setSheet((current) => current.map((old, i) => (i === at ? value : old)));
  };
  const go = (index: number) => {
    setConfirming(false);
    setAt(index);
  };
  const handIn = () => {
    if (open > 0 && !confirming) setConfirming(true);
    else onFinish(sheet);
  };

  return (
    <section className="yw-tbp-card" data-testid="practice-question" data-kind={question.kind}>
      <ol className="yw-tbp-dots" aria-label="题目">
        {questions.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the questions of an exercise never move.
          <li key={i}>
            <button
              type="button"
              className={`yw-tbp-dot${i === at ? ' is-current' : ''}${sheet[i] === undefined ? '' : ' is-done'}`}
              aria-current={i === at ? 'step' : undefined}
              aria-label={`第 ${i + 1} 题${sheet[i] === undefined ? '' : '（已作答）'}`}
              onClick={() => go(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <p className="yw-tbp-progress">
        第 {at + 1} / {questions.length} 题 · {QUESTION_KIND_NAMES[question.kind]}
      </p>
      {question.kind === 'write' ? (
        <WriteQuestion key={at} question={question} answer={answer} onAnswer={set} />
      ) : (
        <ChoiceQuestion
          question={question}
          picked={typeof answer === 'number' ? answer : undefined}
          locked={false}
          onPick={set}
        />
      )}
      <div className="yw-tbp-nav">
        <button type="button" className="yw-button yw-button--soft" disabled={at === 0} onClick={() => go(at - 1)}>
          上一题
        </button>
        {last ? (
          <button
            type="button"
            className="yw-button"
            data-testid="practice-hand-in"
            disabled={finishing}
            onClick={handIn}
          >
            {finishing ? '正在交卷…' : confirming ? '确定交卷' : '交卷'}
          </button>
        ) : (
          <button type="button" className="yw-button" data-testid="practice-next" onClick={() => go(at + 1)}>
            下一题
          </button>
        )}
      </div>
      {confirming && open > 0 && (
        <p className="yw-tbp-note is-warning" role="alert" data-testid="practice-open-count">
          还有 {open} 题没有做，没做的算错。确定交卷吗？
        </p>
      )}
    </section>
  );
}
