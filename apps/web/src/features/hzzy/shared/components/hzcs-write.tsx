import type { TrainQuestion } from '@yuwen/protocol';
import { useEffect, useState } from 'react';
import { type QuizResult, WritingQuiz } from '../../../../components/hanzi-writer/hanzi-writer-board';
import { quizPassed } from '../../../../components/hanzi-writer/quiz-score';
import { usePinyinPlayer } from './pinyin-player';

/** The stroke checker's board size: larger where there is room. */
function boardSize(): number {
  return Math.min(320, Math.round(window.innerWidth * 0.7));
}

/**
 * 听写: the reading is played (when a real recording exists) and shown with a word for context; the
 * pupil writes the character on the stroke checker, or gives up and sees it.
 */
export function HzcsWrite({
  question,
  answered,
  onAnswer,
}: {
  question: TrainQuestion;
  answered: boolean;
  onAnswer: (correct: boolean) => void;
}) {
  const { audioRef, play, playing, stopped } = usePinyinPlayer();
  const [size] = useState(boardSize);
  // Dictation starts by hearing the character, as a teacher reads it out.
  useEffect(() => {
    if (question.audio) play(question.audio);
  }, [question.audio, play]);

  const done = (result: QuizResult) => {
    if (!answered) onAnswer(quizPassed(result.score));
  };
  return (
    <div className="yw-hzcs-write" data-testid="quiz-write">
      <p className="yw-hzcs-quiz__ask">
        <span className="yw-hzcs-quiz__hint" data-testid="quiz-write-reading">
          {question.hint}
        </span>
        {question.prompt && <span className="yw-hzcs-quiz__word yw-kai">{question.prompt}</span>}
        <span>听一听，写出这个字</span>
      </p>
      {question.audio ? (
        <button
          type="button"
          className="yw-pyxx-practice__listen"
          aria-pressed={playing !== ''}
          onClick={() => play(question.audio)}
        >
          {playing ? '正在播放…' : '再听一遍'}
        </button>
      ) : (
        <p className="is-gap">暂无录音，请看拼音写字</p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a syllable recording has no words to caption. */}
      <audio ref={audioRef} preload="none" onEnded={stopped} onPause={stopped} />
      <WritingQuiz
        char={question.char}
        dataUrl={question.stroke_data}
        size={size}
        grid="tian"
        outline={false}
        onComplete={done}
      />
      {!answered && (
        <button
          type="button"
          className="yw-button yw-button--soft"
          data-testid="quiz-write-give-up"
          onClick={() => onAnswer(false)}
        >
          不会写，看答案
        </button>
      )}
    </div>
  );
}
