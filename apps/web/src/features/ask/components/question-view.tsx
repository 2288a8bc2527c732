import { ASK_ANSWER_MAX, type AskQuestionInfo } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { askFileUrl, useAnswer, useHide, useQuestion } from '../api/ask.api';
import { PicturePicker } from './picture-picker';
import { STATE_TEXT, when } from './question-list';
import { VoiceRecorder } from './voice-recorder';

/** A teacher's or an admin's answer: text, a picture, a recording. */
function AnswerForm({ questionId }: { questionId: number }) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<Blob>();
  const [recording, setRecording] = useState<Blob>();
  const answer = useAnswer();
  const length = [...text.trim()].length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || length > ASK_ANSWER_MAX) return;
    answer.mutate(
      { questionId, text: text.trim(), image, recording },
      {
        onSuccess: () => {
          setText('');
          setImage(undefined);
          setRecording(undefined);
        },
      },
    );
  };
  return (
    <form className="yw-ask-form yw-ask-answer-form" onSubmit={submit} data-testid="answer-form">
      <h3 className="yw-ask-subtitle">回答这个问题</h3>
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        placeholder="用孩子听得懂的话回答"
        aria-label="回答"
        data-testid="answer-text"
      />
      <small className={length > ASK_ANSWER_MAX ? 'yw-ask-count is-over' : 'yw-ask-count'}>
        {length}/{ASK_ANSWER_MAX}
      </small>
      <PicturePicker image={image} onChange={setImage} testId="answer-image" />
      <VoiceRecorder value={recording} onChange={setRecording} />
      {answer.isError && (
        <p className="yw-ask-error" role="alert">
          {failureMessage(answer.error)}
        </p>
      )}
      <button
        type="submit"
        className="yw-big-button yw-ask-send"
        disabled={answer.isPending || length === 0 || length > ASK_ANSWER_MAX}
        data-testid="answer-send"
      >
        {answer.isPending ? '发送中...' : '发送回答'}
      </button>
    </form>
  );
}

function HideButton({ question }: { question: AskQuestionInfo }) {
  const hide = useHide();
  const hidden = question.state === 'hidden';
  return (
    <button
      type="button"
      className="yw-ask-link"
      disabled={hide.isPending}
      onClick={() => hide.mutate({ questionId: question.id, hidden: !hidden })}
      data-testid="ask-hide"
    >
      {hidden ? '放回待回答' : '收起这个问题'}
    </button>
  );
}

/** One question: its text, picture and topic, the answers (text, picture, recording), and for teachers the answer form. */
export function QuestionView({ id }: { id: number }) {
  const question = useQuestion(id);
  if (question.isPending) return <PageLoading />;
  if (question.isError) return <PageFailure error={question.error} onRetry={question.refetch} />;
  const q = question.data;
  return (
    <article className="yw-ask-question" data-testid="ask-question" data-state={q.state}>
      <header className="yw-ask-question__head">
        <span className={`yw-ask-state is-${q.state}`}>{STATE_TEXT[q.state]}</span>
        <span className="yw-ask-card__time">{when(q.created_at)}</span>
        {q.can_answer && <HideButton question={q} />}
      </header>
      {q.can_answer && <p className="yw-ask-soft">{[q.pupil_name, ...q.class_names].join(' · ')} 的提问</p>}
      <p className="yw-ask-question__text" data-testid="ask-question-text">
        {q.text}
      </p>
      {q.topic && <p className="yw-ask-topic">关于：{q.topic}</p>}
      {q.has_image && (
        <img
          className="yw-ask-image"
          src={askFileUrl(q.id, 'image')}
          alt="提问的图片"
          data-testid="ask-question-image"
        />
      )}
      {q.state === 'hidden' && !q.can_answer && (
        <p className="yw-ask-note">老师看过这个问题，暂时不作回答。可以换个说法，再问一次。</p>
      )}
      <h3 className="yw-ask-subtitle">老师的回答</h3>
      {q.answers.length === 0 ? (
        <PageMessage glyph="答" title="老师还没有回答，请耐心等一等" testId="ask-no-answer" />
      ) : (
        <ol className="yw-ask-answers" data-testid="ask-answers">
          {q.answers.map((a) => (
            <li key={a.id} className="yw-ask-answer" data-testid="ask-answer">
              <p className="yw-ask-answer__who">
                <b>{a.teacher_name}</b>
                <span className="yw-ask-card__time">{when(a.created_at)}</span>
              </p>
              <p className="yw-ask-answer__text">{a.text}</p>
              {a.has_image && <img className="yw-ask-image" src={askFileUrl(q.id, 'image', a.id)} alt="回答的图片" />}
              {a.has_audio && (
                // biome-ignore lint/a11y/useMediaCaption: the teacher's spoken answer; its written answer is just above.
                <audio
                  className="yw-ask-audio"
                  controls
                  preload="none"
                  src={askFileUrl(q.id, 'audio', a.id)}
                  data-testid="ask-answer-audio"
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {q.can_answer && <AnswerForm questionId={q.id} />}
    </article>
  );
}
