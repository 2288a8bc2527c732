import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION_CODE } from '@yuwen/protocol';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountSummary } from '../../../components/account-summary/account-summary';
import { readSoundOn, storeSoundOn } from '../../../components/celebration/celebration-sound';
import { readSpeakerOn, storeSpeakerOn } from '../../../components/dictionary-overlay/pronunciation';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { ParentCheckDialog } from '../../../components/parent-check/parent-check';
import { clearParentPass } from '../../../components/parent-check/parent-pass';
import { TitleBar } from '../../../components/title-bar/title-bar';
import { toast } from '../../../components/toast/toast-store';
import { removeTempBodies } from '../../../lib/http-transport';
import { logout } from '../../../lib/session';
import { REWARDS_PATH } from '../rewards-path';
import { StarMark } from './reward-icons';
import { RewardsPage } from './rewards-page';
import '../home.css';

/** A row of the user centre menu. */
export interface UserMenuLink {
  title: string;
  to: string;
  /** Shown after the title, e.g. an unread count. */
  badge?: ReactNode;
}

/** An on/off setting kept on this device, as a switch row of the menu. */
function SettingSwitch({
  label,
  read,
  store,
  testId,
}: {
  label: string;
  read: () => boolean;
  store: (on: boolean) => void;
  testId: string;
}) {
  const [on, setOn] = useState(read);
  const switchId = useId();
  const toggle = () => {
    store(!on);
    setOn(!on);
  };
  return (
    <li className="yw-menu__row yw-menu__row--static">
      <label htmlFor={switchId}>{label}</label>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={on}
        className={`yw-switch${on ? ' yw-switch--on' : ''}`}
        onClick={toggle}
        data-testid={testId}
      >
        <span className="yw-switch__knob" />
      </button>
    </li>
  );
}

/** Custom settings kept on this device: the dictionary speaker reads a character aloud on opening; celebrations chime. */
function Settings() {
  return (
    <>
      <SettingSwitch label="查字典时自动朗读" read={readSpeakerOn} store={storeSpeakerOn} testId="speaker-setting" />
      <SettingSwitch label="完成练习时的提示音" read={readSoundOn} store={storeSoundOn} testId="sound-setting" />
    </>
  );
}

/**
 * The 我的 tab: account summary, the status rows the app passes in (VIP, online count), 我的奖励 and
 * the account pages, settings, clear cache, version and logout; `?part=rewards` shows the rewards page.
 */
export function UserTab({
  links,
  statusRows,
  children,
}: {
  links: readonly UserMenuLink[];
  /** `<li>` rows shown first. */
  statusRows?: ReactNode;
  /** Extra content beside the menu (the desktop layout shows learning time here). */
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Cached answers and parked request bodies go; the login stays.
  const clearCache = () => {
    queryClient.clear();
    removeTempBodies();
    toast.success('缓存已清除');
  };
  // Logout on a shared device is for grown-ups: the parent check first.
  const [checking, setChecking] = useState(false);
  // Nothing of this account may linger in memory for the next one.
  const logoutNow = useCallback(() => {
    queryClient.clear();
    clearParentPass();
    logout();
  }, [queryClient]);
  if (params.get('part') === 'rewards') return <RewardsPage />;
  return (
    <>
      <TitleBar title="我的" />
      <main className="yw-page yw-user-tab" data-testid="user-tab">
        {/* Two columns on desktop (who and how they learn | the menu); one after the other on a phone. */}
        <div className="yw-user-tab__about">
          <AccountSummary />
          {statusRows && <ul className="yw-menu">{statusRows}</ul>}
          {children && <div className="yw-user-tab__extra">{children}</div>}
        </div>
        <div className="yw-user-tab__menus">
          <ul className="yw-menu">
            <li>
              <Link className="yw-menu__row" to={REWARDS_PATH} data-testid="user-rewards">
                <span className="yw-menu__with-icon">
                  <StarMark className="yw-menu__icon" />
                  我的奖励
                </span>
                <ChevronRightIcon />
              </Link>
            </li>
            {links.map((link) => (
              <li key={link.to}>
                <Link className="yw-menu__row" to={link.to}>
                  <span>
                    {link.title}
                    {link.badge}
                  </span>
                  <ChevronRightIcon />
                </Link>
              </li>
            ))}
          </ul>
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
          <button
            type="button"
            className="yw-big-button yw-big-button--danger"
            onClick={() => setChecking(true)}
            data-testid="logout"
          >
            退出登录
          </button>
        </div>
        {checking && <ParentCheckDialog what="退出登录" onPassed={logoutNow} onClose={() => setChecking(false)} />}
      </main>
    </>
  );
}
