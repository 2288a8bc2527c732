import type { AnswerValue, ExamQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { WritingQuiz } from '../../../components/hanzi-writer/hanzi-writer-board';

export interface BodyProps {
  question: ExamQuestion;
  index: number;
  answer: AnswerValue | null;
  onAnswer: (answer: AnswerValue | null) => void;
}

/** 选择题: one of the options. */
function RadioBody({ question, index, answer, onAnswer }: BodyProps) {
  return (
    <fieldset className="yw-kszx-options">
      <legend className="yw-visually-hidden">{`第 ${index + 1} 题的选项`}</legend>
      {question.options.map((option, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the options are fixed for the question.
          key={i}
          type="button"
          aria-pressed={answer === i}
          className={`yw-kszx-option${answer === i ? ' is-on' : ''}`}
          data-testid="kszx-option"
          onClick={() => onAnswer(i)}
        >
          <span className="yw-kszx-option__letter">{'ABCDEFGH'[i]}</span>
          {option}
        </button>
      ))}
    </fieldset>
  );
}

/** 判断题: 对 or 错. */
function JudgeBody({ answer, onAnswer }: BodyProps) {
  return (
    <fieldset className="yw-kszx-options yw-kszx-options--judge">
      <legend className="yw-visually-hidden">判断对错</legend>
      {[true, false].map((value) => (
        <button
          key={String(value)}
          type="button"
          aria-pressed={answer === value}
          className={`yw-kszx-option${answer === value ? ' is-on' : ''}`}
          data-testid={value ? 'kszx-judge-true' : 'kszx-judge-false'}
          onClick={() => onAnswer(value)}
        >
          {value ? '对' : '错'}
        </button>
      ))}
    </fieldset>
  );
}

const boardSize = () => Math.min(280, Math.round(window.innerWidth * 0.7));

/**
 * 填空题: typed, or for 写字 written on the stroke checker without a model (the board's address
 * does not name the character, so the page never knows it); the lines written are the answer, and
 * the server runs the same checker over them at hand-in.
 */
function InputBody({ question, answer, onAnswer }: BodyProps) {
  const [size] = useState(boardSize);
  if (question.board) {
    return (
      <div className="yw-kszx-board" data-testid="kszx-board">
        <WritingQuiz
          char="字"
          dataUrl={question.board}
          size={size}
          grid="tian"
          outline={false}
          onComplete={(r) => onAnswer({ strokes: r.lines })}
        />
        {answer !== null ? (
          <p className="yw-kszx-note" data-testid="kszx-board-done">
            写好了，交卷后看对错；想再写一次就点「重新书写」。
          </p>
        ) : (
          <button
            type="button"
            className="yw-button yw-button--soft"
            data-testid="kszx-board-skip"
            onClick={() => onAnswer(false)}
          >
            不会写，先跳过
          </button>
        )}
      </div>
    );
  }
  return (
    <input
      className="yw-kszx-input yw-kai"
      value={typeof answer === 'string' ? answer : ''}
      maxLength={20}
      placeholder="在这里填写"
      aria-label="填写答案"
      data-testid="kszx-input"
      onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
    />
  );
}

/** 连线题: tap an item on the left, then its partner on the right; tap a joined left item to undo. */
function MatchingBody({ question, answer, onAnswer }: BodyProps) {
  const [picked, setPicked] = useState<number>();
  const joined = Array.isArray(answer) ? answer : question.left.map(() => -1);
  const join = (right: number) => {
    if (picked === undefined) return;
    // A right item joins one left item at a time.
    const next = joined.map((r, i) => (i === picked ? right : r === right ? -1 : r));
    setPicked(undefined);
    onAnswer(next.every((r) => r < 0) ? null : next);
  };
  return (
    <div className="yw-kszx-match" data-testid="kszx-matching">
      <div className="yw-kszx-match__col">
        {question.left.map((item, i) => {
          const pair = joined[i] ?? -1;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed for the question.
              key={i}
              type="button"
              className={`yw-kszx-match__item${picked === i ? ' is-picked' : ''}${pair >= 0 ? ' is-joined' : ''}`}
              data-testid="kszx-match-left"
              aria-pressed={picked === i}
              onClick={() => {
                if (pair >= 0)
                  onAnswer(joined.some((r, j) => j !== i && r >= 0) ? joined.map((r, j) => (j === i ? -1 : r)) : null);
                setPicked(picked === i ? undefined : i);
              }}
            >
              {item}
              {pair >= 0 && <span className="yw-kszx-match__pair">— {question.right[pair]}</span>}
            </button>
          );
        })}
      </div>
      <div className="yw-kszx-match__col">
        {question.right.map((item, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed for the question.
            key={i}
            type="button"
            className={`yw-kszx-match__item yw-kszx-match__item--right${joined.includes(i) ? ' is-joined' : ''}`}
            data-testid="kszx-match-right"
            disabled={picked === undefined}
            onClick={() => join(i)}
          >
            {item}
          </button>
        ))}
      </div>
      <p className="yw-kszx-note">
        {picked === undefined ? '先点左边的一项，再点右边和它相配的一项。' : '现在点右边和它相配的一项。'}
      </p>
    </div>
  );
}

/** 写话: free writing, marked by a teacher later. */
function TextareaBody({ answer, onAnswer }: BodyProps) {
  return (
    <textarea
      className="yw-kszx-textarea"
      value={typeof answer === 'string' ? answer : ''}
      maxLength={500}
      rows={4}
      placeholder="把你想说的话写下来"
      aria-label="写话"
      data-testid="kszx-textarea"
      onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
    />
  );
}

export function QuestionBody(props: BodyProps) {
  switch (props.question.type) {
    case 'radio':
      return <RadioBody {...props} />;
    case 'judge':
      return <JudgeBody {...props} />;
    case 'input':
      return <InputBody {...props} />;
    case 'matching':
      return <MatchingBody {...props} />;
    case 'textarea':
      return <TextareaBody {...props} />;
  }
}

/** An answer in words, for the marks after hand-in. */
export function answerText(question: ExamQuestion, answer: AnswerValue | null): string {
  if (answer === null) return '没有作答';
  switch (question.type) {
    case 'radio':
      return typeof answer === 'number' ? (question.options[answer] ?? '') : '';
    case 'judge':
      return answer === true ? '对' : '错';
    case 'input':
      // 写字: the lines themselves; whether they were right is the mark above.
      if (question.board) return answer === false ? '跳过了' : '写在田字格里';
      return String(answer);
    case 'matching':
      return Array.isArray(answer)
        ? answer.map((r, i) => `${question.left[i]}—${r >= 0 ? question.right[r] : '？'}`).join('；')
        : '';
    case 'textarea':
      return String(answer);
  }
}
