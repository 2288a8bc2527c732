// login = 登录: the login form and the steps around it (new-user bind, forgotten password, network check, pacts).
import { loginCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { failureMessage } from '../../../lib/http-transport';
import { useLogin } from '../api/login.api';
import '../login.css';

/** The login form: account and password (with show/hide); product comes from the app identity. */
export function LoginPage({ product, appName }: { product: number; appName: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules give the same Chinese messages the server would.
    const checked = loginCall.params.safeParse({ account, password, product });
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message);
      return;
    }
    setFormError(undefined);
    login.mutate(
      { account: checked.data.account, password, product },
      { onSuccess: () => void navigate('/index', { replace: true }) },
    );
  };

  const error = formError ?? (login.isError ? failureMessage(login.error) : undefined);
  return (
    <>
      <TitleBar title="登录" />
      <main className="yw-page yw-login" data-testid="login-page">
        <div className="yw-login__brand">
          <span className="yw-login__glyph yw-kai" aria-hidden="true">
            语
          </span>
          <h2 className="yw-login__name">{appName}</h2>
        </div>
        <form className="yw-login__form" onSubmit={submit} noValidate>
          <label className="yw-field">
            <span className="yw-field__label">账号</span>
            <input
              className="yw-field__input"
              name="account"
              autoComplete="username"
              placeholder="请输入账号"
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          </label>
          <label className="yw-field">
            <span className="yw-field__label">密码</span>
            <input
              className="yw-field__input"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="请输入密码"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="yw-field__toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? '隐藏' : '显示'}
            </button>
          </label>
          {error && (
            <p className="yw-login__error" role="alert" data-testid="login-error">
              {error}
            </p>
          )}
          <button type="submit" className="yw-big-button" disabled={login.isPending} data-testid="login-submit">
            {login.isPending ? '登录中...' : '登录'}
          </button>
        </form>
        <nav className="yw-login__links">
          <Link to="/login/unpassword">忘记密码</Link>
          <Link to="/login/newUserBind">新用户绑定</Link>
          <Link to="/login/checkNetwork">网络检测</Link>
        </nav>
        <nav className="yw-login__links">
          <Link to="/tourist_index">游客体验</Link>
          <Link to="/usage">使用说明</Link>
          <Link to="/login/pact/user">用户协议</Link>
        </nav>
      </main>
    </>
  );
}
