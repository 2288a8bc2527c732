import { Link, useParams } from 'react-router';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import '../login.css';

/** The steps around login that are pages of their own. */
export type LoginHelpTopic = 'newUserBind' | 'unpassword' | 'pact' | 'buyInfo';

const PACT_TITLES: Record<string, string> = { user: '用户协议', privacy: '隐私政策' };

const TOPICS: Record<LoginHelpTopic, { title: string; glyph: string; text: string }> = {
  newUserBind: { title: '新用户绑定', glyph: '新', text: '请使用老师或学校发给你的账号和密码登录' },
  unpassword: { title: '忘记密码', glyph: '密', text: '请联系为你开通账号的老师或管理员重置密码' },
  pact: { title: '协议', glyph: '约', text: '暂无内容' },
  buyInfo: { title: '购买说明', glyph: '购', text: '暂无内容' },
};

/** One step around login: new-user bind, forgotten password, a pact (by name) or buy info. */
export function LoginHelpPage({ topic }: { topic: LoginHelpTopic }) {
  const { name } = useParams();
  const info = TOPICS[topic];
  const title = topic === 'pact' && name ? (PACT_TITLES[name] ?? name) : info.title;
  return (
    <>
      <TitleBar title={title} back />
      <main className="yw-page" data-testid="login-help">
        <PageMessage glyph={info.glyph} title={topic === 'pact' ? `「${title}」${info.text}` : info.text}>
          <Link className="yw-button" to="/login">
            返回登录
          </Link>
        </PageMessage>
      </main>
    </>
  );
}
