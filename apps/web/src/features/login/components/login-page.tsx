// login = 登录: the login form and the steps around it (new-user bind, forgotten password, network check, pacts).
import { CODE, loginCall } from '@yuwen/protocol';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError, PasswordField, TextField } from '../../../components/form-field/form-field';
import { Mascot } from '../../../components/mascot/mascot';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { CallError, failureMessage } from '../../../lib/http-transport';
import { useCaptcha, useLogin } from '../api/login.api';
import { CaptchaField } from './captcha-field';
import '../login.css';

/**
 * The login form: account and password (with show/hide); product comes from the app identity.
 * After failed attempts the server asks for the image captcha (code 428) and the form shows it.
 */
export function LoginPage({
  product,
  appName,
  activationTo,
}: {
  product: number;
  appName: string;
  /** Where activation cards are explained, when the layout has that page. */
  activationTo?: string;
}) {
  const navigate = useNavigate();
  const login = useLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [checkCode, setCheckCode] = useState('');
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha(needsCaptcha);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules give the same Chinese messages the server would.
    const checked = loginCall.params.safeParse({ account, password, product });
    if (!checked.success) {
      setFormError(checked.error.issues[0]?.message);
      return;
    }
    if (needsCaptcha && checkCode.trim() === '') {
      setFormError('请输入图片验证码');
      return;
    }
    setFormError(undefined);
    const captchaAnswer =
      needsCaptcha && captcha.data ? { captcha_id: captcha.data.captcha_id, check_code: checkCode } : undefined;
    login.mutate(
      { account: checked.data.account, password, product, captcha: captchaAnswer },
      {
        onSuccess: () => void navigate('/index', { replace: true }),
        onError: (error) => {
          if (
            !(error instanceof CallError) ||
            !('code' in error.failure) ||
            error.failure.code !== CODE.captchaRequired
          ) {
            return;
          }
          // Each captcha is good for one try: draw a new one.
          setCheckCode('');
          if (needsCaptcha) void captcha.refetch();
          else setNeedsCaptcha(true);
        },
      },
    );
  };

  const error = formError ?? (login.isError ? failureMessage(login.error) : undefined);
  return (
    <>
      <TitleBar title="登录" />
      <main className="yw-page yw-login" data-testid="login-page">
        <div className="yw-login__brand">
          <Mascot pose="greeting" className="yw-login__mascot" />
          <h2 className="yw-login__name">{appName}</h2>
        </div>
        <form className="yw-login__form" onSubmit={submit} noValidate>
          <TextField
            label="账号"
            name="account"
            autoComplete="username"
            placeholder="请输入账号"
            value={account}
            onChange={setAccount}
          />
          <PasswordField
            label="密码"
            name="password"
            placeholder="请输入密码"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {needsCaptcha && (
            <CaptchaField
              value={checkCode}
              onChange={setCheckCode}
              image={captcha.data?.image}
              loading={captcha.isFetching}
              failed={captcha.isError}
              onRefresh={() => void captcha.refetch()}
            />
          )}
          <FormError message={error} testId="login-error" />
          <button type="submit" className="yw-big-button" disabled={login.isPending} data-testid="login-submit">
            {login.isPending ? '登录中...' : '登录'}
          </button>
        </form>
        <nav className="yw-login__links">
          <Link to="/login/unpassword">忘记密码</Link>
          <Link to="/login/newUserBind" data-testid="go-register">
            新用户注册
          </Link>
          <Link to="/login/checkNetwork">网络检测</Link>
        </nav>
        {activationTo && (
          <nav className="yw-login__links">
            {/* Activation cards are bound after login (我要购买); this page explains how. */}
            <Link to={activationTo} data-testid="go-activation">
              有激活卡？
            </Link>
          </nav>
        )}
        <nav className="yw-login__links">
          <Link to="/tourist_index">游客体验</Link>
          <Link to="/usage">使用说明</Link>
          <Link to="/login/pact/user">用户协议</Link>
          <Link to="/login/pact/privacy">隐私政策</Link>
        </nav>
      </main>
    </>
  );
}
