import type { ExerciseQuestion } from '@yuwen/protocol';
import { AudioButton } from '../../../../components/audio-button/audio-button';

/** The reading of a question: its recording on the audio button, the pinyin beside it. */
export function HearReading({ question, ask }: { question: ExerciseQuestion; ask: string }) {
  return (
    <div className="yw-tbp-ask">
      <div className="yw-tbp-ask__hear">
        {question.audio ? (
          <AudioButton urls={[question.audio]} label="听一听读音" className="yw-tbp-listen" testId="practice-listen">
            <span>听一听</span>
          </AudioButton>
        ) : (
          <span className="yw-tbp-note">暂无录音，看拼音</span>
        )}
        <span className="yw-tbp-ask__pinyin" data-testid="practice-hint">
          {question.hint}
        </span>
      </div>
      {/* 看拼音写汉字 may give a word to place the character in. */}
      {question.prompt && <span className="yw-tbp-ask__word yw-kai">{question.prompt}</span>}
      <span className="yw-tbp-ask__text">{ask}</span>
    </div>
  );
}

/** What a choice question asks: the character, the recording, or the word with its blank. */
export function QuestionPrompt({ question }: { question: ExerciseQuestion }) {
  switch (question.kind) {
    case 'hear':
      return <HearReading question={question} ask="听一听，选出这个字" />;
    case 'word':
      return (
        <div className="yw-tbp-ask">
          {question.hint && <span className="yw-tbp-ask__pinyin">{question.hint}</span>}
          <span className="yw-tbp-ask__word yw-kai" data-testid="practice-prompt">
            {question.prompt}
          </span>
          <span className="yw-tbp-ask__text">选出括号里的字</span>
        </div>
      );
    default:
      return (
        <div className="yw-tbp-ask">
          <span className="yw-tbp-ask__char yw-kai" data-testid="practice-prompt">
            {question.prompt}
          </span>
          <span className="yw-tbp-ask__text">
            {question.kind === 'strokes' ? '这个字一共有几画？' : '这个字怎么读？'}
          </span>
        </div>
      );
  }
}
