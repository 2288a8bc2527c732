// user = 用户中心: wdzl 我的资料 (and its change pages) and the user protocol.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { PactText } from '../../../components/pact/pact-text';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';
import { ChangeAccountPage } from './change-account-page';
import { ChangeHeadImgPage } from './change-head-img-page';
import { ChangeNicknamePage } from './change-nickname-page';
import { ChangePasswordPage } from './change-password-page';
import { ChangeProfilesPage } from './change-profiles-page';
import { DelUserPage } from './del-user-page';
import { ParentPinPage } from './parent-pin-page';
import { WdzlPage } from './wdzl-page';
import { WeeklyReportPage } from './weekly-report-page';
import '../user.css';

/** The pages of the user centre. */
export type UserTopic =
  | 'wdzl'
  | 'changeNickname'
  | 'changeHeadImg'
  | 'changeAccount'
  | 'changePassword'
  | 'changeProfiles'
  | 'delUser'
  | 'parentPin'
  | 'weeklyReport'
  | 'userProtocol';

const TITLES: Record<UserTopic, string> = {
  wdzl: '我的资料',
  changeNickname: '修改昵称',
  changeHeadImg: '修改头像',
  changeAccount: '更换账号',
  changePassword: '修改密码',
  changeProfiles: '编辑资料',
  delUser: '注销账号',
  parentPin: '家长密码',
  weeklyReport: '学习周报',
  userProtocol: '用户协议',
};

/** The account pages under 我的资料. */
function accountPage(topic: Exclude<UserTopic, 'userProtocol'>): ReactNode {
  switch (topic) {
    case 'wdzl':
      return <WdzlPage />;
    case 'changeNickname':
      return <ChangeNicknamePage />;
    case 'changeHeadImg':
      return <ChangeHeadImgPage />;
    case 'changeAccount':
      return <ChangeAccountPage />;
    case 'changePassword':
      return <ChangePasswordPage />;
    case 'changeProfiles':
      return <ChangeProfilesPage />;
    case 'delUser':
      return <DelUserPage />;
    case 'parentPin':
      return <ParentPinPage />;
    case 'weeklyReport':
      return <WeeklyReportPage />;
  }
}

/** A user-centre page: the account summary, then the topic's page (login first when signed out). */
export function UserInfoPage({ topic }: { topic: UserTopic }) {
  const account = useStoredAccount();
  if (topic === 'userProtocol') {
    return (
      <>
        <TitleBar title={TITLES[topic]} back />
        <main className="yw-page" data-testid="user-page" data-topic={topic}>
          <PactText name="user" />
          <p className="yw-field-hint">
            另见 <Link to="/login/pact/privacy">隐私政策</Link>
          </p>
        </main>
      </>
    );
  }
  return (
    <>
      <TitleBar title={TITLES[topic]} back />
      <main className={`yw-page yw-user-page--${topic}`} data-testid="user-page" data-topic={topic}>
        <AccountSummary />
        {account.id === undefined ? (
          <PageMessage glyph="登" title="登录后查看账号资料">
            <Link className="yw-button" to="/login">
              去登录
            </Link>
          </PageMessage>
        ) : (
          accountPage(topic)
        )}
      </main>
    </>
  );
}
