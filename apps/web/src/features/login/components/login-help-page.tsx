import { Link, useParams } from 'react-router';
import { isPactName, PACTS, PactText } from '../../../components/pact/pact-text';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { RegisterPage } from './register-page';
import '../login.css';

/** The steps around login that are pages of their own. */
export type LoginHelpTopic = 'newUserBind' | 'unpassword' | 'pact';

/** One step around login: new-user bind, forgotten password or a pact (by name). */
export function LoginHelpPage({ topic, product }: { topic: LoginHelpTopic; product: number }) {
  switch (topic) {
    case 'newUserBind':
      return <RegisterPage product={product} />;
    case 'unpassword':
      return <ForgotPasswordPage />;
    case 'pact':
      return <PactPage />;
  }
}

/**
 * Forgotten password: we send no text messages, so a password is reset by an administrator
 * (passport/resetPassword); the page says so plainly and tells the pupil what to bring.
 */
function ForgotPasswordPage() {
  return (
    <>
      <TitleBar title="忘记密码" back />
      <main className="yw-page yw-login" data-testid="forgot-password">
        <PageMessage glyph="密" title="请找老师或管理员帮你重设密码">
          <div className="yw-prose">
            <p>语文学堂不发送短信验证码，所以不能自己找回密码。请这样做：</p>
            <ol>
              <li>告诉老师（或学校负责语文学堂的管理员）你的账号名。</li>
              <li>管理员在管理页面为你设置一个新密码，并把新密码告诉你。</li>
              <li>用新密码登录后，在“我的资料 → 修改密码”里换成只有你知道的密码。</li>
            </ol>
            <p>为了保护账号，管理员也看不到你原来的密码。</p>
          </div>
          <Link className="yw-button" to="/login">
            返回登录
          </Link>
        </PageMessage>
      </main>
    </>
  );
}

/** /login/pact/{name}: the user agreement or the privacy policy. */
function PactPage() {
  const { name } = useParams();
  if (!isPactName(name)) {
    return (
      <>
        <TitleBar title="协议" back />
        <main className="yw-page" data-testid="login-help">
          <PageMessage glyph="约" title="没有这份协议">
            <Link className="yw-button" to="/login/pact/user">
              查看用户协议
            </Link>
          </PageMessage>
        </main>
      </>
    );
  }
  return (
    <>
      <TitleBar title={PACTS[name].title} back />
      <main className="yw-page" data-testid="login-help">
        <PactText name={name} />
      </main>
    </>
  );
}
