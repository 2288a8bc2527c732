import { ASK_AREAS, ASK_TEXT_MAX, ASK_TEXT_MIN, type AskArea, type AskQuestion } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useTextbookVolume } from '../../../components/textbook-volume/api/textbook-volume.api';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { useVolumeChoice } from '../../../components/textbook-volume/use-volume-choice';
import { failureMessage } from '../../../lib/http-transport';
import { useAsk } from '../api/ask.api';
import { PicturePicker } from './picture-picker';

const AREA_ENTRIES = Object.entries(ASK_AREAS) as [AskArea, string][];

/** 同步教学's lessons of the volume the pupil chose (the choice the textbook areas share). */
function LessonChooser({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { chosen } = useVolumeChoice();
  const volume = useTextbookVolume(chosen?.id);
  const lessons = volume.data?.units.flatMap((unit) => unit.lessons) ?? [];
  return (
    <label className="yw-ask-field">
      <span>哪一课{chosen ? `（${chosen.name}）` : ''}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        data-testid="ask-lesson"
      >
        <option value="">不选课文</option>
        {lessons.map((lesson) => (
          <option key={lesson.id} value={lesson.id}>
            {lessonLabel(lesson)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 我要提问: the question with its count, a picture with its preview, what it is about, 发送 with progress. */
export function AskForm({ lessonId, onSent }: { lessonId?: number; onSent: (question: AskQuestion) => void }) {
  const [text, setText] = useState('');
  const [area, setArea] = useState<AskArea | ''>(lessonId !== undefined ? 'tbjx' : '');
  const [lesson, setLesson] = useState<number | undefined>(lessonId);
  const [image, setImage] = useState<Blob | undefined>();
  const [progress, setProgress] = useState(0);
  const ask = useAsk(setProgress);
  const length = [...text.trim()].length;
  const tooLong = length > ASK_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < ASK_TEXT_MIN || tooLong || ask.isPending) return;
    setProgress(0);
    ask.mutate(
      { text: text.trim(), area, ...(area === 'tbjx' && lesson !== undefined && { lessonId: lesson }), image },
      { onSuccess: onSent },
    );
  };

  return (
    <form className="yw-ask-form" onSubmit={submit} data-testid="ask-form">
      <label className="yw-ask-field">
        <span>我的问题</span>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          placeholder="把不懂的地方写清楚，比如哪一课、哪个字、哪道题。"
          data-testid="ask-text"
        />
        <small className={tooLong ? 'yw-ask-count is-over' : 'yw-ask-count'} data-testid="ask-count">
          {length}/{ASK_TEXT_MAX}
          {length > 0 && length < ASK_TEXT_MIN ? `，至少写${ASK_TEXT_MIN}个字` : ''}
        </small>
      </label>
      <PicturePicker image={image} onChange={setImage} testId="ask-image" />
      <label className="yw-ask-field">
        <span>问题是关于</span>
        <select value={area} onChange={(e) => setArea(e.target.value as AskArea | '')} data-testid="ask-area">
          <option value="">其他</option>
          {AREA_ENTRIES.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {area === 'tbjx' && <LessonChooser value={lesson} onChange={setLesson} />}
      {ask.isError && (
        <p className="yw-ask-error" role="alert">
          {failureMessage(ask.error)}
        </p>
      )}
      <button
        type="submit"
        className="yw-big-button yw-ask-send"
        disabled={ask.isPending || length < ASK_TEXT_MIN || tooLong}
        data-testid="ask-send"
      >
        {ask.isPending ? (image ? `发送中 ${Math.round(progress * 100)}%` : '发送中...') : '发送问题'}
      </button>
    </form>
  );
}
