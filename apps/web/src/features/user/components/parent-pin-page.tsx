// 家长密码: a grown-up sets, changes or removes the PIN that passes the parent check.
import { type FormEvent, useState } from 'react';
import { FormError, PasswordField } from '../../../components/form-field/form-field';
import { PageFailure, PageLoading } from '../../../components/page-state/page-state';
import { useParentPass } from '../../../components/parent-check/parent-pass';
import { toast } from '../../../components/toast/toast-store';
import { useStoredAccount } from '../../../lib/account-store';
import { failureMessage } from '../../../lib/http-transport';
import { useParentPinStatus, useSaveParentPin } from '../api/parent.api';

const PIN_RULE = /^\d{4,6}$/;

/** /wdzl/parentPin: behind the parent check; the new PIN twice. */
export function ParentPinPage() {
  const { id } = useStoredAccount();
  const status = useParentPinStatus();
  const save = useSaveParentPin(useParentPass(id) ?? '');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [formError, setFormError] = useState<string>();

  if (status.isPending) return <PageLoading />;
  if (status.isError) return <PageFailure error={status.error} onRetry={status.refetch} />;
  const hasPin = status.data.has_pin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_RULE.test(pin)) return setFormError('家长密码是 4 到 6 位数字');
    if (pin !== again) return setFormError('两次输入的密码不一样');
    setFormError(undefined);
    save.mutate(pin, {
      onSuccess: () => {
        setPin('');
        setAgain('');
        toast.success('家长密码已保存');
      },
    });
  };
  const remove = () =>
    window.confirm('删除家长密码后，家长验证只能回答算术题。确定删除吗？') &&
    save.mutate(null, { onSuccess: () => toast.success('家长密码已删除') });

  return (
    <form className="yw-form" onSubmit={submit} noValidate data-testid="parent-pin-form">
      <p className="yw-field-hint">
        {hasPin ? '已设置家长密码。' : '还没有设置家长密码。'}
        设置后，购买会员、查看学习报告、退出登录等需要大人操作的地方，可以输入这个密码，也可以回答算术题。
      </p>
      <PasswordField
        label={hasPin ? '新的密码' : '家长密码'}
        name="parent-pin"
        value={pin}
        onChange={setPin}
        placeholder="4 到 6 位数字"
        autoComplete="new-password"
      />
      <PasswordField
        label="再输一次"
        name="parent-pin-again"
        value={again}
        onChange={setAgain}
        placeholder="4 到 6 位数字"
        autoComplete="new-password"
      />
      <FormError message={formError ?? (save.isError ? failureMessage(save.error) : undefined)} />
      <button type="submit" className="yw-big-button" disabled={save.isPending} data-testid="save-parent-pin">
        {save.isPending ? '保存中...' : '保存家长密码'}
      </button>
      {hasPin && (
        <button type="button" className="yw-button yw-button--soft" onClick={remove} disabled={save.isPending}>
          删除家长密码
        </button>
      )}
    </form>
  );
}
