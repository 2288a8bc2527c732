import {
  COMPOSITION_COMMENT_MAX,
  COMPOSITION_GRADES,
  type CompositionGrade,
  GAOZHI_COLUMNS,
  type HandedComposition,
  type HandedCompositionSummary,
} from '@yuwen/protocol';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { useComment, useHanded, useHandedOne } from '../api/hand-in.api';
import type { BpzwLinks } from '../bpzw-links';
import { layoutGaozhi, sheetRowCount } from '../gaozhi-layout';
import { GaozhiGrid } from './gaozhi-grid';

/** '' for no grade. */
type Grade = CompositionGrade | '';

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};

function HandedLink({ item, links }: { item: HandedCompositionSummary; links: BpzwLinks }) {
  const done = item.commented_at > 0;
  return (
    <Link className="yw-bpzw-draft" to={links.teach(item.id)} data-testid="bpzw-handed-item">
      <span className="yw-bpzw-draft__title yw-kai">{item.title || '无题'}</span>
      <span className="yw-bpzw-draft__note">
        {item.pupil_name} · {item.class_name} · {item.count}字 · {dateText(item.handed_at)}交
      </span>
      <span className={`yw-bpzw-teach__state${done ? ' is-done' : ''}`}>
        {done ? `已批改${item.grade ? `：${item.grade}` : ''}` : '待批改'}
      </span>
    </Link>
  );
}

/** Every composition handed to the teacher's classes, waiting ones first. */
function HandedList({ links }: { links: BpzwLinks }) {
  const answer = useHanded();
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const { list } = answer.data;
  if (list.length === 0)
    return (
      <PageMessage glyph="文" title="还没有学生交作文">
        学生在稿纸上写好作文，点「交给老师」后就会出现在这里。
      </PageMessage>
    );
  const waiting = list.filter((item) => item.commented_at === 0).length;
  return (
    <div className="yw-bpzw-teach" data-testid="bpzw-teach-list">
      <p className="yw-bpzw-lead">{waiting > 0 ? `有${waiting}篇作文等你批改。` : '交上来的作文都批改完了。'}</p>
      <ul className="yw-bpzw-drafts">
        {list.map((item) => (
          <li key={item.id}>
            <HandedLink item={item} links={links} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The comment form: an optional grade and a few sentences the pupil will read. */
function CommentForm({ handed }: { handed: HandedComposition }) {
  const [comment, setComment] = useState(handed.comment);
  const [grade, setGrade] = useState<Grade>(handed.grade as Grade);
  const save = useComment();
  const sent = save.isSuccess && save.data.comment === comment.trim() && save.data.grade === grade;
  return (
    <form
      className="yw-bpzw-comment"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: handed.id, comment, grade });
      }}
    >
      <fieldset className="yw-bpzw-sheets-choice">
        <legend>等级（可以不选）</legend>
        {(['', ...COMPOSITION_GRADES] as const).map((g) => (
          <label key={g || 'none'} className={`yw-bpzw-chip${grade === g ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="grade"
              value={g}
              checked={grade === g}
              onChange={() => setGrade(g)}
              data-testid={`bpzw-grade-${g || 'none'}`}
            />
            {g || '不写等级'}
          </label>
        ))}
      </fieldset>
      <label className="yw-bpzw-field yw-bpzw-field--body">
        <span>评语（{handed.pupil_name}会在自己的作文下面看到）</span>
        <textarea
          value={comment}
          maxLength={COMPOSITION_COMMENT_MAX}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
          placeholder="写写这篇作文的好地方，再提一个可以改进的地方"
          data-testid="bpzw-comment"
        />
      </label>
      <div className="yw-bpzw-editor__actions">
        <button
          type="submit"
          className="yw-button"
          disabled={save.isPending || comment.trim() === ''}
          data-testid="bpzw-comment-send"
        >
          {handed.commented_at > 0 ? '更新评语' : '送出评语'}
        </button>
        {sent && (
          <span className="yw-bpzw-comment__sent" role="status" data-testid="bpzw-comment-sent">
            评语已送给{handed.pupil_name}
          </span>
        )}
      </div>
      {save.isError && (
        <p className="yw-bpzw-problem" role="alert">
          {failureMessage(save.error)}
        </p>
      )}
    </form>
  );
}

/** One handed-in composition on 稿纸 (read only) with the comment form beside it. */
function HandedSheet({ id, links }: { id: number; links: BpzwLinks }) {
  const answer = useHandedOne(id);
  if (answer.isPending) return <PageLoading />;
  if (answer.isError) return <PageFailure error={answer.error} onRetry={answer.refetch} />;
  const handed = answer.data;
  const rows = layoutGaozhi(handed.title, handed.body);
  return (
    <div className="yw-bpzw-editor" data-testid="bpzw-teach-sheet">
      <div className="yw-bpzw-editor__write">
        <Link className="yw-bpzw-more" to={links.teach()}>
          全部交上来的作文
        </Link>
        <p className="yw-bpzw-teach__who">
          {handed.pupil_name} · {handed.class_name} · {dateText(handed.handed_at)}交 · {handed.count}字 / {handed.sheet}
          格
        </p>
        <CommentForm key={handed.id} handed={handed} />
      </div>
      <div className="yw-bpzw-editor__paper">
        <GaozhiGrid
          rows={rows}
          sheetRows={sheetRowCount([], handed.sheet, GAOZHI_COLUMNS)}
          label="学生的作文"
          tappable
        />
      </div>
    </div>
  );
}

/** 批改作文, the teacher's side of 部编作文: the list, or one composition to comment on. */
export function TeachPage({ teach, links }: { teach: number | 'all'; links: BpzwLinks }) {
  return teach === 'all' ? <HandedList links={links} /> : <HandedSheet id={teach} links={links} />;
}
