import { useMutation } from '@tanstack/react-query';
import { teacherCreateCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { callApi } from '../../../lib/api-client';
import { ManageError } from './manage-error';

/** 新建老师账号 (admins): the account, a first password and the name pupils see; the teacher logs in with them. */
export function TeacherAccountManager() {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const create = useMutation({ mutationFn: () => callApi(teacherCreateCall, { account, password, nickname }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(undefined, {
      onSuccess: (made) => {
        toast.success(`已建好老师账号 ${made.account}`);
        setAccount('');
        setPassword('');
        setNickname('');
      },
    });
  };
  return (
    <section className="yw-manage-section" aria-labelledby="manage-teacher-title" data-testid="teacher-account-manager">
      <h2 id="manage-teacher-title" className="yw-section-title">
        新建老师账号
      </h2>
      <p className="yw-manage-hint">
        老师用这个账号和密码登录后，在「我的 → 我的班级」建班级、布置作业。请把密码当面告诉老师，并提醒登录后修改。
      </p>
      <form className="yw-manage-form" onSubmit={submit} data-testid="teacher-account-form">
        <label>
          账号
          <input
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            maxLength={32}
            autoComplete="off"
            placeholder="4–32位字母、数字或下划线"
            data-testid="teacher-account"
          />
        </label>
        <label>
          初始密码
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={64}
            autoComplete="new-password"
            placeholder="至少8位"
            data-testid="teacher-password"
          />
        </label>
        <label>
          老师的称呼
          <input
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            maxLength={16}
            placeholder="例如：王老师"
            data-testid="teacher-nickname"
          />
        </label>
        <div className="yw-manage-form__actions">
          <button type="submit" className="yw-button" disabled={create.isPending} data-testid="teacher-create">
            {create.isPending ? '创建中...' : '创建老师账号'}
          </button>
        </div>
        <ManageError error={create.error} />
      </form>
    </section>
  );
}
