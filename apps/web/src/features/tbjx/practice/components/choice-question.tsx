import type { ExerciseQuestion } from '@yuwen/protocol';
import { optionText } from '../practice-answers';
import { QuestionPrompt } from './question-prompt';

/** An option as it is read: characters in the teaching font, stroke counts with 画. */
function OptionText({ question, option }: { question: ExerciseQuestion; option: string }) {
  const text = optionText(question, option);
  return question.kind === 'hear' || question.kind === 'word' ? <span className="yw-kai">{text}</span> : text;
}

/**
 * A question answered by picking an option. Before `locked` the pick can change (作业); once locked
 * the right option (when known) is green and a wrong pick red.
 */
export function ChoiceQuestion({
  question,
  picked,
  right,
  locked,
  onPick,
}: {
  question: ExerciseQuestion;
  picked: number | undefined;
  right?: number;
  locked: boolean;
  onPick: (index: number) => void;
}) {
  return (
    <>
      <QuestionPrompt question={question} />
      <div className={`yw-tbp-choices${question.kind === 'read' ? '' : ' yw-tbp-choices--wide'}`}>
        {question.options.map((option, index) => {
          let state = index === picked ? ' is-picked' : '';
          if (locked && index === right) state = ' is-right';
          else if (locked && index === picked && right !== undefined) state = ' is-wrong';
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the question and may repeat a text.
              key={index}
              type="button"
              className={`yw-tbp-choice${state}`}
              aria-pressed={index === picked}
              data-testid="practice-choice"
              disabled={locked}
              onClick={() => onPick(index)}
            >
              <OptionText question={question} option={option} />
            </button>
          );
        })}
      </div>
    </>
  );
}
