import { cancelAccountCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, PasswordField } from '../../../components/form-field/form-field';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useCancelAccount } from '../api/cancel-account.api';
import '../user.css';

/** 注销账号: a clear warning, the password, and a second confirmation. */
export function DelUserPage() {
  const navigate = useNavigate();
  const cancel = useCancelAccount();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = cancelAccountCall.params.safeParse({ password });
    if (!checked.success) return setFormError(checked.error.issues[0]?.message);
    if (!understood) return setFormError('请先勾选“我已了解”');
    setFormError(undefined);
    cancel.mutate(password, {
      onSuccess: () => {
        toast.success('账号已注销');
        // Like logout (spec §4): back to /, which shows the login form.
        void navigate('/', { replace: true });
      },
    });
  };

  return (
    <form className="yw-form" onSubmit={submit} noValidate data-testid="del-user">
      <div className="yw-form__warning">
        <strong>注销后不能恢复。</strong>
        <ul>
          <li>账号资料、昵称、头像会被删除；</li>
          <li>学习记录和学习时长统计会被删除；</li>
          <li>会员和购买记录中与你有关的部分会被删除，剩余的会员时间一起作废；</li>
          <li>这个账号名以后可以被任何人重新注册。</li>
        </ul>
      </div>
      <PasswordField
        label="登录密码"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <label className="yw-field-hint">
        <input
          type="checkbox"
          name="understood"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
        />{' '}
        我已了解，确定注销这个账号
      </label>
      <FormError message={formError ?? (cancel.isError ? failureMessage(cancel.error) : undefined)} />
      <button
        type="submit"
        className="yw-big-button yw-big-button--danger"
        disabled={cancel.isPending}
        data-testid="confirm-del-user"
      >
        {cancel.isPending ? '注销中...' : '注销账号'}
      </button>
    </form>
  );
}
