// user = 用户中心: wdzl 我的资料 (and its change pages), wygm 我要购买, gmjl 购买记录, learning records, user protocol.
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageMessage } from '../../../components/page-state/page-state';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { useStoredAccount } from '../../../lib/account-store';

/** The pages of the user centre. */
export type UserTopic =
  | 'wdzl'
  | 'changeNickname'
  | 'changeHeadImg'
  | 'changeAccount'
  | 'changePassword'
  | 'changeProfiles'
  | 'delUser'
  | 'wygm'
  | 'gmjl'
  | 'userProtocol'
  | 'listLearnRecord'
  | 'buy';

const TITLES: Record<UserTopic, string> = {
  wdzl: '我的资料',
  changeNickname: '修改昵称',
  changeHeadImg: '修改头像',
  changeAccount: '更换账号',
  changePassword: '修改密码',
  changeProfiles: '编辑资料',
  delUser: '注销账号',
  wygm: '我要购买',
  gmjl: '购买记录',
  userProtocol: '用户协议',
  listLearnRecord: '学习记录',
  buy: '购买',
};

/** The pages under 我的资料. */
const PROFILE_PAGES: readonly UserTopic[] = [
  'changeNickname',
  'changeHeadImg',
  'changeAccount',
  'changePassword',
  'changeProfiles',
  'delUser',
];

/** A user-centre page: the stored account, its details, and (on 我的资料) the pages under it. */
export function UserInfoPage({ topic }: { topic: UserTopic }) {
  const account = useStoredAccount();
  const rows: [string, string][] = [
    ['账号', account.account ?? '—'],
    ['昵称', account.nickname || '—'],
    ['姓名', account.name || '—'],
    ['登录方式', account.isTokenLogin ? '应用授权登录' : '账号密码登录'],
  ];
  return (
    <>
      <TitleBar title={TITLES[topic]} back />
      <main className="yw-page" data-testid="user-page" data-topic={topic}>
        <AccountSummary />
        {account.id === undefined ? (
          <PageMessage glyph="登" title="登录后查看账号资料">
            <Link className="yw-button" to="/login">
              去登录
            </Link>
          </PageMessage>
        ) : (
          <ul className="yw-menu">
            {rows.map(([label, value]) => (
              <li key={label} className="yw-menu__row yw-menu__row--static">
                <span>{label}</span>
                <span className="yw-menu__value">{value}</span>
              </li>
            ))}
          </ul>
        )}
        {topic === 'wdzl' && (
          <ul className="yw-menu">
            {PROFILE_PAGES.map((page) => (
              <li key={page}>
                <Link className="yw-menu__row" to={`/wdzl/${page}`}>
                  <span>{TITLES[page]}</span>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
