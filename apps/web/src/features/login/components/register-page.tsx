import { regiCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, PasswordField, TextField } from '../../../components/form-field/form-field';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useRegister } from '../api/login.api';
import '../login.css';

/** New-user bind (/login/newUserBind): creates a pupil account and logs it in. */
export function RegisterPage({ product }: { product: number }) {
  const navigate = useNavigate();
  const register = useRegister();
  const [account, setAccount] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = regiCall.params.safeParse({ account, password, product, nickname: nickname.trim() || undefined });
    if (!checked.success) return setFormError(checked.error.issues[0]?.message);
    if (password !== repeat) return setFormError('两次输入的密码不一致');
    if (!agreed) return setFormError('请先阅读并同意用户协议和隐私政策');
    setFormError(undefined);
    register.mutate(
      { account: checked.data.account, password, product, nickname: checked.data.nickname },
      { onSuccess: () => void navigate('/index', { replace: true }) },
    );
  };

  const error = formError ?? (register.isError ? failureMessage(register.error) : undefined);
  return (
    <>
      <TitleBar title="新用户注册" back />
      <main className="yw-page yw-login" data-testid="register-page">
        <p className="yw-field-hint">
          账号可用4–32位字母、数字或下划线，也可以用手机号；密码至少8位。我们不会发送短信，请记好你的密码。
        </p>
        <form className="yw-login__form" onSubmit={submit} noValidate>
          <TextField
            label="账号"
            name="account"
            autoComplete="username"
            placeholder="设置账号"
            value={account}
            onChange={setAccount}
          />
          <TextField
            label="昵称"
            name="nickname"
            placeholder="选填，最多16个字"
            value={nickname}
            onChange={setNickname}
          />
          <PasswordField
            label="密码"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            placeholder="设置密码"
          />
          <PasswordField
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            label="确认"
            name="repeat"
            placeholder="再输一次密码"
          />
          <label className="yw-field-hint">
            <input type="checkbox" name="agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
            我已阅读并同意 <Link to="/login/pact/user">用户协议</Link> 和 <Link to="/login/pact/privacy">隐私政策</Link>
          </label>
          <FormError message={error} testId="register-error" />
          <button type="submit" className="yw-big-button" disabled={register.isPending} data-testid="register-submit">
            {register.isPending ? '注册中...' : '注册并登录'}
          </button>
        </form>
        <nav className="yw-login__links">
          <Link to="/login">已有账号，去登录</Link>
        </nav>
      </main>
    </>
  );
}
