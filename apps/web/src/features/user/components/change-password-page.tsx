import { changePasswordCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, PasswordField } from '../../../components/form-field/form-field';
import { toast } from '../../../components/toast/toast-store';
import { failureMessage } from '../../../lib/http-transport';
import { useChangePassword } from '../api/password.api';
import '../user.css';

/** 修改密码: the old one confirms; other devices are logged out by the server. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changePasswordCall.params.safeParse({ old_password: oldPassword, new_password: newPassword });
    if (!checked.success) return setFormError(checked.error.issues[0]?.message);
    if (newPassword !== repeat) return setFormError('两次输入的新密码不一致');
    setFormError(undefined);
    change.mutate(checked.data, {
      onSuccess: () => {
        toast.success('密码已修改');
        void navigate('/wdzl', { replace: true });
      },
    });
  };

  return (
    <form className="yw-form" onSubmit={submit} noValidate data-testid="change-password">
      <PasswordField
        label="原密码"
        name="old_password"
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete="current-password"
      />
      <PasswordField
        label="新密码"
        name="new_password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        placeholder="至少8位"
      />
      <PasswordField label="确认新密码" name="repeat" value={repeat} onChange={setRepeat} autoComplete="new-password" />
      <p className="yw-field-hint">修改后，其他设备上的登录会退出，需要用新密码重新登录。</p>
      <FormError message={formError ?? (change.isError ? failureMessage(change.error) : undefined)} />
      <button type="submit" className="yw-big-button" disabled={change.isPending} data-testid="save-password">
        {change.isPending ? '保存中...' : '保存'}
      </button>
    </form>
  );
}
