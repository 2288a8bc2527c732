import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION_CODE } from '@yuwen/protocol';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { removeTempBodies } from '../../../lib/http-transport';
import { logout } from '../../../lib/session';
import '../home.css';

/** A row of the user centre menu. */
export interface UserMenuLink {
  title: string;
  to: string;
}

/** The 我的 tab: account summary, account pages, version, clear cache and logout. */
export function UserTab({ links }: { links: readonly UserMenuLink[] }) {
  const queryClient = useQueryClient();
  const clearCache = () => {
    queryClient.clear();
    removeTempBodies();
    toast.success('缓存已清除');
  };
  return (
    <>
      <TitleBar title="我的" />
      <main className="yw-page" data-testid="user-tab">
        <AccountSummary />
        <ul className="yw-menu">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="yw-menu__row" to={link.to}>
                <span>{link.title}</span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
        <ul className="yw-menu">
          <li>
            <button type="button" className="yw-menu__row" onClick={clearCache}>
              <span>清除缓存</span>
              <ChevronRightIcon />
            </button>
          </li>
          <li className="yw-menu__row yw-menu__row--static">
            <span>版本号</span>
            <span className="yw-menu__value" data-testid="version-code">
              {APP_VERSION_CODE}
            </span>
          </li>
        </ul>
        <button type="button" className="yw-big-button yw-big-button--danger" onClick={logout} data-testid="logout">
          退出登录
        </button>
      </main>
    </>
  );
}
