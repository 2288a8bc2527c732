import type { TeacherCode } from '@yuwen/protocol';
import { TEACHER_CODE_VALID_DAYS_MAX, TEACHER_CODES_MAX } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../components/page-state/page-state';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCreateTeacherCodes, useDisableTeacherCode, useTeacherCodes } from '../api/teacher-codes.api';
import { ManageError } from './manage-error';
import { day, NewCodes } from './new-codes';

function stateText(code: TeacherCode): string {
  switch (code.state) {
    case 'used':
      return `${code.used_by ?? ''} · ${day(code.used_at ?? 0)} 已使用`;
    case 'expired':
      return '已过期';
    case 'disabled':
      return '已停用';
    default:
      return code.expires_at === null ? '未使用 · 长期有效' : `未使用 · ${day(code.expires_at)} 前有效`;
  }
}

/** One listed code: its last four characters, note and state; an unused one can be stopped. */
function CodeRow({ code }: { code: TeacherCode }) {
  const disable = useDisableTeacherCode();
  const stop = () => {
    if (!window.confirm(`停用激活码 …${code.code_tail} 吗？停用后不能再用它开通老师账号。`)) return;
    disable.mutate(code.id, {
      onSuccess: () => toast.success(`已停用 …${code.code_tail}`),
      onError: (error) => toast.error(failureMessage(error)),
    });
  };
  return (
    <li className={`yw-teacher-code is-${code.state}`} data-testid="teacher-code">
      <span className="yw-teacher-code__main">
        <span className="yw-mono">…{code.code_tail}</span>
        {code.note && <span className="yw-teacher-code__note">{code.note}</span>}
      </span>
      <span className="yw-teacher-code__state" data-testid="teacher-code-state">
        {stateText(code)}
      </span>
      {code.state === 'unused' && (
        <button
          type="button"
          className="yw-button yw-button--soft yw-button--small"
          onClick={stop}
          disabled={disable.isPending}
        >
          停用
        </button>
      )}
    </li>
  );
}

/** 老师激活码 (admins): make codes (how many, how long they work, a note), see who used which, stop one. */
export function TeacherCodeManager() {
  const codes = useTeacherCodes();
  const create = useCreateTeacherCodes();
  const [count, setCount] = useState('5');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [made, setMade] = useState<string[] | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { count: Number(count), valid_days: days === '' ? '' : Number(days), note },
      {
        onSuccess: (answer) => {
          setMade(answer.codes);
          setNote('');
        },
      },
    );
  };
  const unused = codes.data?.filter((code) => code.state === 'unused').length ?? 0;
  return (
    <section
      className="yw-manage-section"
      aria-labelledby="manage-teacher-codes-title"
      data-testid="teacher-code-manager"
    >
      <h2 id="manage-teacher-codes-title" className="yw-section-title">
        老师激活码
      </h2>
      <p className="yw-manage-hint">
        把激活码交给老师：老师注册或登录自己的账号后，在「我的 →
        我的班级」输入激活码，账号就成为老师账号。每个激活码只能用一次。
      </p>
      <form className="yw-manage-form yw-manage-form--inline" onSubmit={submit} data-testid="teacher-code-form">
        <label>
          数量（个）
          <input
            value={count}
            onChange={(e) => setCount(e.target.value)}
            type="number"
            min={1}
            max={TEACHER_CODES_MAX}
            required
          />
        </label>
        <label>
          有效天数（留空为长期有效）
          <input
            value={days}
            onChange={(e) => setDays(e.target.value)}
            type="number"
            min={1}
            max={TEACHER_CODE_VALID_DAYS_MAX}
          />
        </label>
        <label>
          备注（如学校）
          <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={100} />
        </label>
        <button type="submit" className="yw-button" disabled={create.isPending}>
          {create.isPending ? '生成中...' : '生成老师激活码'}
        </button>
      </form>
      <ManageError error={create.error} />
      {made && (
        <NewCodes
          codes={made}
          noun="激活码"
          label="新生成的老师激活码"
          testId="new-teacher-codes"
          onClose={() => setMade(null)}
        />
      )}
      {codes.isPending ? (
        <PageLoading />
      ) : codes.isError ? (
        <p className="yw-manage-error">{failureMessage(codes.error)}</p>
      ) : codes.data.length === 0 ? (
        <p className="yw-manage-hint">还没有生成过老师激活码。</p>
      ) : (
        <>
          <p className="yw-manage-hint">
            共 {codes.data.length} 个，未使用 {unused} 个。
          </p>
          <ul className="yw-teacher-codes" data-testid="teacher-codes">
            {codes.data.map((code) => (
              <CodeRow key={code.id} code={code} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
