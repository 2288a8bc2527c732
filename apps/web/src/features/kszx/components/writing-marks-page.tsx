import { WRITING_COMMENT_MAX, WRITING_POINTS, type WritingAnswer } from '@yuwen/protocol';
import { useState } from 'react';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useArea } from '../../area-routes';
import { useMarkWriting, useWritingAnswers } from '../api/writing.api';
import '../kszx.css';

const POINT_CHOICES = Array.from({ length: WRITING_POINTS + 1 }, (_, i) => WRITING_POINTS - i);

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

/** One pupil's 写话: the question, what they wrote, and points with a comment. */
function AnswerCard({ item }: { item: WritingAnswer }) {
  const [points, setPoints] = useState<number | null>(item.points);
  const [comment, setComment] = useState(item.comment);
  const mark = useMarkWriting();
  return (
    <li className="yw-kszx-writing" data-testid="kszx-writing-item">
      <p className="yw-kszx-writing__who">
        {item.pupil_name}
        {item.class_names && ` · ${item.class_names}`} · {item.paper_title} · {dateText(item.submitted_at)}交卷
      </p>
      <p className="yw-kszx-writing__prompt">{item.prompt}</p>
      <p className="yw-kszx-writing__answer yw-kai" data-testid="kszx-writing-answer">
        {item.answer}
      </p>
      <form
        className="yw-kszx-writing__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (points !== null) mark.mutate({ attempt_id: item.attempt_id, index: item.index, points, comment });
        }}
      >
        <label className="yw-kszx-writing__field">
          <span>给分（满分{item.max}分）</span>
          <select
            value={points ?? ''}
            onChange={(event) => setPoints(event.target.value === '' ? null : Number(event.target.value))}
            data-testid="kszx-writing-points"
          >
            <option value="">请选择</option>
            {POINT_CHOICES.map((p) => (
              <option key={p} value={p}>
                {p}分
              </option>
            ))}
          </select>
        </label>
        <label className="yw-kszx-writing__field">
          <span>评语（可以不写）</span>
          <textarea
            value={comment}
            rows={2}
            maxLength={WRITING_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            data-testid="kszx-writing-comment"
          />
        </label>
        <button
          type="submit"
          className="yw-button"
          disabled={points === null || mark.isPending}
          data-testid="kszx-writing-send"
        >
          {item.points === null ? '给分' : '改分'}
        </button>
        {mark.isError && (
          <p className="yw-kszx-error" role="alert">
            {failureMessage(mark.error)}
          </p>
        )}
      </form>
    </li>
  );
}

function AnswerList({ marked }: { marked: boolean }) {
  const answer = useWritingAnswers(marked);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  if (answer.data.list.length === 0)
    return <PageMessage glyph="写" title={marked ? '还没有批改过的写话' : '写话都批改完了'} />;
  return (
    <ul className="yw-kszx-writing-list">
      {answer.data.list.map((item) => (
        <AnswerCard key={`${item.attempt_id}-${item.index}-${item.points ?? ''}`} item={item} />
      ))}
    </ul>
  );
}

/** 批改写话 (/kszx/writing): the 写话 answers of the teacher's pupils, waiting ones or marked ones. */
export function WritingMarksPage() {
  const { desktop } = useArea();
  const [marked, setMarked] = useState(false);
  return (
    <>
      <TitleBar title="批改写话" back />
      <main className={`yw-page yw-kszx-writing-page${desktop ? ' is-desktop' : ''}`} data-testid="kszx-writing-page">
        <div className="yw-kszx-tabs" role="tablist">
          {[false, true].map((m) => (
            <button
              key={String(m)}
              type="button"
              role="tab"
              aria-selected={marked === m}
              className={`yw-kszx-tab${marked === m ? ' is-on' : ''}`}
              onClick={() => setMarked(m)}
            >
              {m ? '已批改' : '待批改'}
            </button>
          ))}
        </div>
        <AnswerList key={String(marked)} marked={marked} />
      </main>
    </>
  );
}
