import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION_CODE } from '@yuwen/protocol';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { readSpeakerOn, storeSpeakerOn } from '../../../components/dictionary-overlay/pronunciation';
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

/** Custom settings kept on this device: the dictionary speaker reads a character aloud on opening. */
function Settings() {
  const [speakerOn, setSpeakerOn] = useState(readSpeakerOn);
  const switchId = useId();
  const toggle = () => {
    storeSpeakerOn(!speakerOn);
    setSpeakerOn(!speakerOn);
  };
  return (
    <li className="yw-menu__row yw-menu__row--static">
      <label htmlFor={switchId}>查字典时自动朗读</label>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={speakerOn}
        className={`yw-switch${speakerOn ? ' yw-switch--on' : ''}`}
        onClick={toggle}
        data-testid="speaker-setting"
      >
        <span className="yw-switch__knob" />
      </button>
    </li>
  );
}

/**
 * The 我的 tab: account summary, the status rows the app passes in (VIP, online count), account
 * pages, settings, clear cache, version and logout.
 */
export function UserTab({
  links,
  statusRows,
  children,
}: {
  links: readonly UserMenuLink[];
  /** `<li>` rows shown first. */
  statusRows?: ReactNode;
  /** Extra content under the menu (the desktop layout shows learning time here). */
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Cached answers and parked request bodies go; the login stays.
  const clearCache = () => {
    queryClient.clear();
    removeTempBodies();
    toast.success('缓存已清除');
  };
  // Nothing of this account may linger in memory for the next one.
  const logoutNow = () => {
    queryClient.clear();
    logout();
  };
  return (
    <>
      <TitleBar title="我的" />
      <main className="yw-page" data-testid="user-tab">
        <AccountSummary />
        {statusRows && <ul className="yw-menu">{statusRows}</ul>}
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
        {children && <div className="yw-user-tab__extra">{children}</div>}
        <ul className="yw-menu">
          <Settings />
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
        <button type="button" className="yw-big-button yw-big-button--danger" onClick={logoutNow} data-testid="logout">
          退出登录
        </button>
      </main>
    </>
  );
}
