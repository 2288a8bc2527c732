import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { PageLoading, PageMessage } from '../../../components/page-state/page-state';
import { failureMessage } from '../../../lib/http-transport';
import { useUserInfo } from '../api/user-info.api';
import { gradeLabel } from './change-profiles-page';

/** The pages under 我的资料, with their titles. */
export const PROFILE_PAGES = [
  ['changeNickname', '修改昵称'],
  ['changeHeadImg', '修改头像'],
  ['changeProfiles', '编辑资料'],
  ['changePassword', '修改密码'],
  ['changeAccount', '更换账号'],
  ['delUser', '注销账号'],
] as const;

/** The grown-ups' pages, behind the parent check. */
const PARENT_PAGES = [
  ['weeklyReport', '学习周报'],
  ['parentPin', '家长密码'],
] as const;

/** 我的资料: the account and profile as the server has them, and the pages that change them. */
export function WdzlPage() {
  const info = useUserInfo();
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return (
      <PageMessage glyph="错" title={failureMessage(info.error)}>
        <button type="button" className="yw-button" onClick={() => void info.refetch()}>
          重试
        </button>
      </PageMessage>
    );
  }
  const user = info.data;
  const rows: [string, string][] = [
    ['账号', user.name],
    ['昵称', user.nickname || '未设置'],
    ['年级', gradeLabel(user.grade)],
    ['学校', user.school || '未填写'],
    ['生日', user.birthday || '未填写'],
  ];
  // Two columns on desktop (the facts | the pages that change them); one after the other on a phone.
  return (
    <>
      <ul className="yw-menu yw-wdzl__facts" data-testid="wdzl-info">
        {rows.map(([label, value]) => (
          <li key={label} className="yw-menu__row yw-menu__row--static">
            <span>{label}</span>
            <span className="yw-menu__value" data-testid={`wdzl-${label}`}>
              {value}
            </span>
          </li>
        ))}
      </ul>
      <div className="yw-wdzl__actions">
        <ul className="yw-menu">
          {PROFILE_PAGES.map(([page, title]) => (
            <li key={page}>
              <Link className="yw-menu__row" to={`/wdzl/${page}`} data-testid={`go-${page}`}>
                <span>{title}</span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="yw-menu-title">给家长</h2>
        <ul className="yw-menu" data-testid="wdzl-parent">
          {PARENT_PAGES.map(([page, title]) => (
            <li key={page}>
              <Link className="yw-menu__row" to={`/wdzl/${page}`} data-testid={`go-${page}`}>
                <span>{title}</span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
