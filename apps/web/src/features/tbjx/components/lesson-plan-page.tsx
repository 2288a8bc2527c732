// tbjx = 同步教学: a lesson's 教案 (bookJA) — read and written by teachers and admins; pupils are
// told kindly that it is for teachers.
import { type LessonPlan, TBJX_MODULE_ID } from '@yuwen/protocol';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/content-kit/breadcrumbs';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { useProfile } from '../../../components/textbook-volume/api/profile.api';
import { lessonLabel } from '../../../components/textbook-volume/next-lesson';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useLearningRecord } from '../../../lib/learning-record';
import { useLessonPlan } from '../api/lesson-plan.api';
import { useSaveLessonPlan } from '../api/lesson-plan-save.api';
import { useTextbookLesson } from '../api/textbook-lesson.api';
import { useTbjxLinks } from '../tbjx-links';
import { lessonPageTrail, writesPlans } from '../trail';
import '../tbjx.css';

/** The longest plan the server keeps. */
const PLAN_MAX_CHARS = 20000;

/** The plan's text for editing: paragraphs apart by a blank line, as the server splits them. */
export function planText(plan: Pick<LessonPlan, 'paragraphs'>): string {
  return plan.paragraphs.join('\n\n');
}

function PlanEditor({ lessonId, plan, onDone }: { lessonId: number; plan: LessonPlan; onDone: () => void }) {
  const [text, setText] = useState(() => planText(plan));
  const save = useSaveLessonPlan();
  const length = [...text].length;
  const submit = () =>
    save.mutate(
      { lessonId, body: text.trim() },
      {
        onSuccess: (saved) => {
          toast.success(saved.paragraphs.length > 0 ? '教案已保存' : '教案已清空');
          onDone();
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  return (
    <form
      className="yw-tbjx-plan-editor"
      data-testid="tbjx-plan-editor"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="yw-tbjx-plan-editor__label" htmlFor="tbjx-plan-text">
        教案内容（段落之间空一行；全部删掉再保存即清空）
      </label>
      <textarea
        id="tbjx-plan-text"
        className="yw-tbjx-plan-editor__text"
        value={text}
        maxLength={PLAN_MAX_CHARS}
        rows={14}
        onChange={(event) => setText(event.target.value)}
        data-testid="tbjx-plan-text"
      />
      <div className="yw-tbjx-plan-editor__bar">
        <span className="yw-tbjx-note">
          {length} / {PLAN_MAX_CHARS} 字
        </span>
        <button type="button" className="yw-button yw-button--soft" onClick={onDone} disabled={save.isPending}>
          取消
        </button>
        <button type="submit" className="yw-button" disabled={save.isPending} data-testid="tbjx-plan-save">
          {save.isPending ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  );
}

function PlanView({ lessonId }: { lessonId: number }) {
  const plan = useLessonPlan(lessonId);
  const [editing, setEditing] = useState(false);
  if (plan.isPending) return <PageLoading />;
  if (plan.isError) return <PageFailure error={plan.error} onRetry={plan.refetch} />;
  if (editing) return <PlanEditor lessonId={lessonId} plan={plan.data} onDone={() => setEditing(false)} />;
  const { paragraphs, updated_at: updatedAt, updated_by: updatedBy } = plan.data;
  return (
    <section className="yw-tbjx-plan" data-testid="tbjx-plan">
      {paragraphs.length === 0 ? (
        <p className="yw-tbjx-note" data-testid="tbjx-plan-empty">
          这一课还没有教案。写下教学目标、重点难点和教学过程，其他老师也能看到。
        </p>
      ) : (
        <div className="yw-tbjx-plan__text">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in reading order.
            <p key={index} className="yw-tbjx-plan__paragraph" data-testid="tbjx-plan-paragraph">
              {paragraph}
            </p>
          ))}
        </div>
      )}
      {paragraphs.length > 0 && updatedAt > 0 && (
        <p className="yw-tbjx-note">
          {updatedBy ? `${updatedBy} ` : ''}修改于 {new Date(updatedAt).toLocaleString('zh-CN', { hour12: false })}
        </p>
      )}
      <button type="button" className="yw-button" onClick={() => setEditing(true)} data-testid="tbjx-plan-edit">
        {paragraphs.length === 0 ? '写教案' : '修改教案'}
      </button>
    </section>
  );
}

/** bookJA/{moduleId}/{categoryId} (desktop /tbjx?part=bookJA&id=). */
export function LessonPlanPage({ lessonId }: { lessonId: number | undefined }) {
  useLearningRecord(TBJX_MODULE_ID, lessonId);
  const links = useTbjxLinks();
  const profile = useProfile();
  const lesson = useTextbookLesson(lessonId);
  let body: ReactNode;
  if (lessonId === undefined) body = <PageMessage glyph="课" title="没有指定是哪一课" />;
  else if (profile.isPending) body = <PageLoading />;
  else if (profile.isError) body = <PageFailure error={profile.error} onRetry={profile.refetch} />;
  else if (!writesPlans(profile.data.role))
    body = (
      <PageMessage glyph="师" title="教案是老师备课用的" testId="tbjx-plan-for-teachers">
        <p className="yw-tbjx-note">小朋友，去认一认、写一写这一课的生字吧！</p>
        <Link className="yw-button" to={links.part('bookContent', lessonId)}>
          回到这一课
        </Link>
      </PageMessage>
    );
  else body = <PlanView lessonId={lessonId} />;
  return (
    <>
      <TitleBar title={lesson.data ? `${lessonLabel(lesson.data)} · 教案` : '教案'} back />
      <main className="yw-page yw-tbjx" data-testid="tbjx-plan-page">
        {lesson.data && <Breadcrumbs trail={[...lessonPageTrail(lesson.data, links), { label: '教案' }]} />}
        {body}
      </main>
    </>
  );
}
