import {
  type Assignment,
  CLASS_NAME_MAX,
  type ClassMember,
  type ClassView,
  recitationAudioCall,
  TEACHER_COMMENT_MAX,
  type TeacherMark,
  type Work,
} from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MessageComposer } from '../../../components/message-sending/message-composer';
import { SentMessages } from '../../../components/message-sending/sent-messages';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { withSession } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/http-transport';
import {
  exportAddress,
  useArchiveClass,
  useClassView,
  useDeleteAssignment,
  useMark,
  useRemoveMember,
  useRenameClass,
} from '../api/classes.api';
import { dayText, MARKING_LINKS } from '../homework-links';
import { AssignForm } from './assign-form';

const MARK_TEXT: Record<TeacherMark, string> = { good: '已背会', again: '再练练' };

/** What a cell of the table says. */
function cellText(assignment: Assignment, work: Work): string {
  switch (assignment.kind) {
    case 'dictation':
    case 'paper':
      return work.score === null ? '未做' : `${work.score}分`;
    case 'reading':
      return work.state === 'done' ? '已读' : '未读';
    case 'write': {
      const total = new Set(assignment.chars).size;
      return work.state === 'done' ? '已写完' : `${new Set(work.written).size}/${total}`;
    }
    case 'poem_recite':
      if (work.mark) return MARK_TEXT[work.mark];
      return work.state === 'handed_in' ? '待批改' : '未交';
  }
}

/** What the panel says of work that is not a recording: a score, the characters written, a chapter read. */
function resultText(assignment: Assignment, work: Work): string {
  switch (assignment.kind) {
    case 'paper':
      return work.score === null ? '还没有交这份试卷。' : `试卷得了 ${work.score} 分。`;
    case 'write':
      return work.written ? `已经写了：${[...work.written].join('、')}。` : '还没有写。';
    case 'reading':
      return work.state === 'done' ? '已经读到这一章了。' : '还没有读到这一章。';
    default:
      return work.score === null ? '还没有做这次听写。' : `听写得了 ${work.score} 分。`;
  }
}

/** Work the teacher marks 已背会 / 再练练 with a comment; the rest shows its result only. */
const MARKED_KINDS = new Set<Assignment['kind']>(['poem_recite', 'dictation']);

function CodeCard({ view }: { view: ClassView }) {
  const copy = () =>
    navigator.clipboard
      .writeText(view.class.code)
      .then(() => toast.success('班级码已复制'))
      .catch(() => toast.error('没能复制，请手动记下班级码'));
  return (
    <div className="yw-classes-code" data-testid="class-code-card">
      <span className="yw-classes-soft">班级码</span>
      <b className="yw-classes-code__value" data-testid="class-code">
        {view.class.code}
      </b>
      <button type="button" className="yw-button yw-button--soft" onClick={copy} data-testid="class-code-copy">
        复制
      </button>
      <span className="yw-classes-soft">学生在「我的 → 我的班级」输入班级码就能加入。</span>
    </div>
  );
}

/** Listen to a handed-in recording and mark it 已背会 / 再练练 with a comment the pupil reads. */
function ReviewPanel({
  member,
  assignment,
  work,
  onClose,
}: {
  member: ClassMember;
  assignment: Assignment;
  work: Work;
  onClose: () => void;
}) {
  return (
    <section className="yw-classes-review" aria-label="批改" data-testid="review-panel">
      <h3 className="yw-classes-review__title">
        {member.name} · {assignment.title}
      </h3>
      {work.recitation_id !== null ? (
        // biome-ignore lint/a11y/useMediaCaption: a pupil's own recitation has no text track; the poem is on the page.
        <audio
          controls
          preload="metadata"
          src={withSession(`${recitationAudioCall.path}?id=${work.recitation_id}`)}
          data-testid="review-audio"
        />
      ) : assignment.kind === 'poem_recite' ? (
        <p className="yw-classes-soft">还没有交录音。</p>
      ) : (
        <p className="yw-classes-soft" data-testid="review-result">
          {resultText(assignment, work)}
        </p>
      )}
      {MARKED_KINDS.has(assignment.kind) ? (
        <MarkForm member={member} assignment={assignment} work={work} onClose={onClose} />
      ) : (
        <div className="yw-classes-review__actions">
          <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
            关闭
          </button>
        </div>
      )}
    </section>
  );
}

/** 已背会 / 再练练 and a comment the pupil reads. */
function MarkForm({
  member,
  assignment,
  work,
  onClose,
}: {
  member: ClassMember;
  assignment: Assignment;
  work: Work;
  onClose: () => void;
}) {
  const [mark, setMark] = useState<TeacherMark | undefined>(work.mark ?? undefined);
  const [comment, setComment] = useState(work.comment);
  const save = useMark();
  const submit = () => {
    if (!mark) return;
    save.mutate(
      { assignment_id: assignment.id, pupil_id: member.id, mark, comment },
      {
        onSuccess: () => {
          toast.success(`已批改${member.name}的作业`);
          onClose();
        },
      },
    );
  };
  return (
    <>
      <fieldset className="yw-classes-review__marks">
        <legend className="yw-visually-hidden">批改结果</legend>
        {(['good', 'again'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`yw-classes-mark yw-classes-mark--${m}${mark === m ? ' is-on' : ''}`}
            aria-pressed={mark === m}
            onClick={() => setMark(m)}
            data-testid={`review-mark-${m}`}
          >
            {MARK_TEXT[m]}
          </button>
        ))}
      </fieldset>
      <textarea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={TEACHER_COMMENT_MAX}
        rows={3}
        placeholder="写一句评语，学生能看到"
        aria-label="评语"
        data-testid="review-comment"
      />
      {save.error ? <p className="yw-classes-error">{failureMessage(save.error)}</p> : null}
      <div className="yw-classes-review__actions">
        <button
          type="button"
          className="yw-button"
          disabled={!mark || save.isPending}
          onClick={submit}
          data-testid="review-save"
        >
          保存批改
        </button>
        <button type="button" className="yw-button yw-button--soft" onClick={onClose}>
          关闭
        </button>
      </div>
    </>
  );
}

function ResultsTable({
  view,
  onOpen,
}: {
  view: ClassView;
  onOpen: (memberIndex: number, assignmentIndex: number) => void;
}) {
  const remove = useRemoveMember();
  const drop = useDeleteAssignment();
  return (
    <div className="yw-classes-table-wrap">
      <table className="yw-classes-table" data-testid="class-results">
        <thead>
          <tr>
            <th scope="col">学生</th>
            {view.assignments.map((a) => (
              <th key={a.id} scope="col">
                <span className="yw-classes-table__line yw-classes-table__title">{a.title}</span>
                <span className="yw-classes-table__line yw-classes-soft">{dayText(a.due_date)}截止</span>
                <button
                  type="button"
                  className="yw-classes-link"
                  onClick={() =>
                    window.confirm(`删除作业「${a.title}」吗？学生交的记录也会一起删除。`) &&
                    drop.mutate(a.id, { onError: (error) => toast.error(failureMessage(error)) })
                  }
                >
                  删除
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.members.map((m, i) => (
            <tr key={m.id} data-testid="class-member-row">
              <th scope="row">
                <span className="yw-classes-table__line">{m.name}</span>
                <button
                  type="button"
                  className="yw-classes-link"
                  onClick={() =>
                    window.confirm(`把${m.name}移出班级吗？`) &&
                    remove.mutate(
                      { class_id: view.class.id, pupil_id: m.id },
                      { onError: (error) => toast.error(failureMessage(error)) },
                    )
                  }
                >
                  移出
                </button>
              </th>
              {view.assignments.map((a, j) => {
                const work = view.cells[i]?.[j];
                if (!work) return <td key={a.id} />;
                return (
                  <td key={a.id}>
                    <button
                      type="button"
                      className={`yw-classes-cell yw-classes-cell--${work.mark ?? work.state}`}
                      onClick={() => onOpen(i, j)}
                      data-testid="class-cell"
                      data-state={work.state}
                    >
                      {cellText(a, work)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The class's name, which its teacher can change in place (改名). */
function ClassName({ classId, name, archived }: { classId: number; name: string; archived: boolean }) {
  const rename = useRenameClass();
  const [draft, setDraft] = useState<string>();
  if (draft === undefined)
    return (
      <>
        <h2 className="yw-section-title" data-testid="class-title">
          {name}
        </h2>
        {!archived && (
          <button type="button" className="yw-classes-link" onClick={() => setDraft(name)} data-testid="class-rename">
            改名
          </button>
        )}
      </>
    );
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { class_id: classId, name: draft.trim() },
      {
        onSuccess: (renamed) => {
          toast.success(`已改名为「${renamed.name}」`);
          setDraft(undefined);
        },
      },
    );
  };
  return (
    <form className="yw-classes-form yw-classes-rename" onSubmit={save} data-testid="class-rename-form">
      <input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={CLASS_NAME_MAX}
        aria-label="新的班级名称"
        data-testid="class-rename-name"
      />
      <button type="submit" className="yw-button" disabled={rename.isPending} data-testid="class-rename-save">
        保存
      </button>
      <button type="button" className="yw-classes-link" onClick={() => setDraft(undefined)}>
        取消
      </button>
      {rename.error ? <p className="yw-classes-error">{failureMessage(rename.error)}</p> : null}
    </form>
  );
}

/** One class for its teacher: the code, 布置作业, who has done what, the most-missed characters, the CSV. */
export function ClassPanel({ classId }: { classId: number }) {
  const view = useClassView(classId);
  const archive = useArchiveClass();
  const [open, setOpen] = useState<[number, number]>();
  if (view.isPending) return <PageLoading />;
  if (view.isError) return <PageFailure error={view.error} onRetry={view.refetch} />;
  const { data } = view;
  const member = open && data.members[open[0]];
  const assignment = open && data.assignments[open[1]];
  const work = open && data.cells[open[0]]?.[open[1]];
  return (
    <div className="yw-classes-panel" data-testid="class-panel">
      <header className="yw-classes-panel__head">
        <ClassName classId={classId} name={data.class.name} archived={data.class.archived} />
        <span className="yw-classes-soft">{data.members.length}名学生</span>
        <a className="yw-button yw-button--soft" href={exportAddress(classId)} download data-testid="class-export">
          下载成绩表
        </a>
        {!data.class.archived && (
          <button
            type="button"
            className="yw-classes-link"
            onClick={() =>
              window.confirm(`归档「${data.class.name}」吗？归档后学生看不到这个班的作业。`) && archive.mutate(classId)
            }
          >
            归档
          </button>
        )}
      </header>
      {data.class.archived ? <p className="yw-classes-soft">这个班级已经归档。</p> : <CodeCard view={data} />}
      {!data.class.archived && <AssignForm classId={classId} />}
      <h3 className="yw-classes-subtitle">作业情况</h3>
      {data.members.length === 0 ? (
        <p className="yw-classes-soft">还没有学生加入。</p>
      ) : data.assignments.length === 0 ? (
        <p className="yw-classes-soft">还没有布置作业。</p>
      ) : (
        <ResultsTable view={data} onOpen={(i, j) => setOpen([i, j])} />
      )}
      {data.members.length > 0 && (
        <nav className="yw-classes-marking" aria-label="批改">
          {MARKING_LINKS.map((link) => (
            <Link key={link.to} className="yw-button yw-button--soft" to={link.to} data-testid={link.testId}>
              {link.label}
            </Link>
          ))}
        </nav>
      )}
      {member && assignment && work && (
        <ReviewPanel
          key={`${member.id}-${assignment.id}`}
          member={member}
          assignment={assignment}
          work={work}
          onClose={() => setOpen(undefined)}
        />
      )}
      {data.missed.length > 0 && (
        <>
          <h3 className="yw-classes-subtitle">听写中错得最多的字</h3>
          <ul className="yw-classes-missed" data-testid="class-missed">
            {data.missed.map((m) => (
              <li key={m.char}>
                <b className="yw-kai">{m.char}</b>
                <span>{m.count}人次</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <section
        className="yw-classes-messages"
        aria-labelledby={`class-messages-${classId}`}
        data-testid="class-messages"
      >
        <h3 id={`class-messages-${classId}`} className="yw-classes-subtitle">
          班级消息
        </h3>
        {!data.class.archived && <MessageComposer classId={classId} to={data.class.name} />}
        <SentMessages classId={classId} />
      </section>
    </div>
  );
}
