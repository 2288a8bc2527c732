import type { CallInput, classCreateCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageFailure, PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { GRADE_NAMES } from '../../../components/textbook-volume/volume-choice';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useArea } from '../../area-routes';
import {
  useCreateClass,
  useJoinClass,
  useJoined,
  useLeaveClass,
  useRedeemTeacherCode,
  useRole,
  useTeaching,
} from '../api/classes.api';
import { ClassPanel } from './class-panel';
import '../classes.css';

type Grade = CallInput<typeof classCreateCall>['grade'];

export function gradeText(grade: string): string {
  return GRADE_NAMES[Number(grade) - 1] ?? '';
}

function NewClassForm({ onMade }: { onMade: (id: number) => void }) {
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<Grade>('');
  const create = useCreateClass();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, grade },
      {
        onSuccess: (made) => {
          toast.success(`已建好「${made.name}」`);
          setName('');
          onMade(made.id);
        },
      },
    );
  };
  return (
    <form className="yw-classes-form" onSubmit={submit} data-testid="class-create-form">
      <input
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={20}
        placeholder="班级名称，例如：三年级二班"
        aria-label="班级名称"
        data-testid="class-name"
      />
      <select
        value={grade}
        onChange={(e) => setGrade(e.target.value as Grade)}
        aria-label="年级"
        data-testid="class-grade"
      >
        <option value="">年级</option>
        {GRADE_NAMES.map((label, i) => (
          <option key={label} value={String(i + 1)}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className="yw-button" disabled={create.isPending} data-testid="class-create">
        新建班级
      </button>
      {create.error ? <p className="yw-classes-error">{failureMessage(create.error)}</p> : null}
    </form>
  );
}

/** 我的班级 for teachers: the classes on the left, the chosen one on the right (on phones one at a time). */
function TeacherClasses() {
  const { desktop } = useArea();
  const [params, setParams] = useSearchParams();
  const classes = useTeaching();
  const chosen = Number(params.get('class')) || undefined;
  const open = (id: number) => setParams({ class: String(id) });
  if (classes.isPending) return <PageLoading />;
  if (classes.isError) return <PageFailure error={classes.error} onRetry={classes.refetch} />;
  const shown = chosen ?? (desktop ? classes.data.find((c) => !c.archived)?.id : undefined);
  const list = (
    <aside className="yw-classes__list" data-testid="class-list">
      <NewClassForm onMade={open} />
      {classes.data.length === 0 ? (
        <p className="yw-classes-soft">还没有班级。建一个班级，把班级码告诉学生，他们就能加入。</p>
      ) : (
        <ul className="yw-classes-cards">
          {classes.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`yw-classes-card${c.id === shown ? ' is-on' : ''}${c.archived ? ' is-archived' : ''}`}
                onClick={() => open(c.id)}
                data-testid="class-card"
              >
                <b>{c.name}</b>
                <span>
                  {[gradeText(c.grade), `${c.member_count}名学生`, c.archived ? '已归档' : '']
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
  if (!desktop) return shown === undefined ? list : <ClassPanel key={shown} classId={shown} />;
  return (
    <div className="yw-classes">
      {list}
      <section className="yw-classes__main">
        {shown === undefined ? (
          <PageMessage glyph="班" title="选一个班级，看看大家的作业" />
        ) : (
          <ClassPanel key={shown} classId={shown} />
        )}
      </section>
    </div>
  );
}

/** 我是老师: a teacher who signed up as everyone does turns the account into a teacher's with the code an admin gave. */
function TeacherCodeForm() {
  const [code, setCode] = useState('');
  const redeem = useRedeemTeacherCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(code, {
      onSuccess: () => {
        toast.success('已开通老师账号，现在可以建班级了');
        setCode('');
      },
    });
  };
  return (
    <form className="yw-classes-join" onSubmit={submit} data-testid="teacher-code-form">
      <h2 className="yw-section-title">我是老师</h2>
      <p className="yw-classes-soft">
        输入学校或管理员给您的老师激活码，这个账号就成为老师账号，可以建班级、布置作业。
      </p>
      <div className="yw-classes-join__row">
        <input
          className="yw-classes-join__code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={24}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          aria-label="老师激活码"
          data-testid="teacher-code"
        />
        <button type="submit" className="yw-button" disabled={redeem.isPending} data-testid="teacher-code-redeem">
          开通
        </button>
      </div>
      {redeem.error ? (
        <p className="yw-classes-error" role="alert">
          {failureMessage(redeem.error)}
        </p>
      ) : null}
    </form>
  );
}

/** For pupils: join a class by the code the teacher gave, see the classes, leave one; a teacher's code. */
function PupilClasses() {
  const [code, setCode] = useState('');
  const joined = useJoined();
  const join = useJoinClass();
  const leave = useLeaveClass();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(code, {
      onSuccess: (c) => {
        toast.success(`已加入「${c.name}」`);
        setCode('');
      },
    });
  };
  return (
    <div className="yw-classes-pupil">
      <form className="yw-classes-join" onSubmit={submit} data-testid="class-join-form">
        <h2 className="yw-section-title">加入班级</h2>
        <p className="yw-classes-soft">输入老师给你的 6 位班级码。</p>
        <div className="yw-classes-join__row">
          <input
            className="yw-classes-join__code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={8}
            autoCapitalize="characters"
            placeholder="班级码"
            aria-label="班级码"
            data-testid="class-join-code"
          />
          <button type="submit" className="yw-button" disabled={join.isPending} data-testid="class-join">
            加入
          </button>
        </div>
        {join.error ? (
          <p className="yw-classes-error" role="alert">
            {failureMessage(join.error)}
          </p>
        ) : null}
      </form>
      <h2 className="yw-section-title">我的班级</h2>
      {joined.isPending ? (
        <PageLoading />
      ) : joined.isError ? (
        <PageFailure error={joined.error} onRetry={joined.refetch} />
      ) : joined.data.length === 0 ? (
        <p className="yw-classes-soft">还没有加入班级。</p>
      ) : (
        <ul className="yw-classes-cards" data-testid="joined-classes">
          {joined.data.map((c) => (
            <li key={c.id} className="yw-classes-card yw-classes-card--static">
              <b>{c.name}</b>
              <span>
                {[c.teacher_name && `${c.teacher_name}的班级`, c.archived ? '已停用' : ''].filter(Boolean).join(' · ')}
              </span>
              <button
                type="button"
                className="yw-classes-link"
                disabled={leave.isPending}
                onClick={() =>
                  window.confirm(`确定退出「${c.name}」吗？`) &&
                  leave.mutate(c.id, { onError: (error) => toast.error(failureMessage(error)) })
                }
              >
                退出
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="yw-button yw-classes-pupil__homework" to="/homework" data-testid="go-homework">
        看看我的作业
      </Link>
      <TeacherCodeForm />
    </div>
  );
}

/** 我的班级: the teacher's classes, or the pupil's (with 加入班级). */
export function ClassesPage() {
  const role = useRole();
  const [params] = useSearchParams();
  const { desktop } = useArea();
  const inClass = !desktop && params.has('class');
  return (
    <>
      <TitleBar title="我的班级" back />
      <main className="yw-page yw-classes-page" data-testid="classes-page">
        {role.isPending ? (
          <PageLoading />
        ) : role.isError ? (
          <PageFailure error={role.error} onRetry={role.refetch} />
        ) : role.data === 'teacher' || role.data === 'admin' ? (
          <>
            {inClass && (
              <Link className="yw-classes-link yw-classes-back" to="/myClass">
                全部班级
              </Link>
            )}
            <TeacherClasses />
          </>
        ) : role.data === 'pupil' ? (
          <PupilClasses />
        ) : (
          <PageMessage glyph="班" title="登录后才能加入班级" />
        )}
      </main>
    </>
  );
}
