import type { ExerciseQuestion } from '@yuwen/protocol';
import { useState } from 'react';
import { WritingQuiz } from '../../../../components/hanzi-writer/hanzi-writer-board';
import { quizPassed } from '../../../../components/hanzi-writer/quiz-score';
import type { PracticeAnswer } from '../practice-answers';
import { boardSize } from './board-size';
import { HearReading } from './question-prompt';

/**
 * 看拼音写汉字: the pupil writes the character of the pinyin on the stroke checker, without a model
 * to trace; it counts as right when the checker passes it. 不会写 leaves it wrong.
 */
export function WriteQuestion({
  question,
  answer,
  onAnswer,
}: {
  question: ExerciseQuestion;
  answer: PracticeAnswer | undefined;
  onAnswer: (passed: boolean) => void;
}) {
  const [size] = useState(boardSize);
  return (
    <div className="yw-tbp-write" data-testid="practice-write">
      <HearReading question={question} ask="看拼音，写出这个字" />
      {question.stroke_data ? (
        <WritingQuiz
          char={question.char}
          dataUrl={question.stroke_data}
          size={size}
          grid="tian"
          outline={false}
          onComplete={(result) => onAnswer(quizPassed(result.score))}
        />
      ) : (
        <p className="yw-tbp-note">这个字暂时不能在写字板上写。</p>
      )}
      {typeof answer === 'boolean' ? (
        <p className="yw-tbp-note" data-testid="practice-write-done">
          这题做好了，交卷后看对错；想再写一次就点「重新书写」。
        </p>
      ) : (
        <button
          type="button"
          className="yw-button yw-button--soft"
          data-testid="practice-write-skip"
          onClick={() => onAnswer(false)}
        >
          不会写，先跳过
        </button>
      )}
    </div>
  );
}
