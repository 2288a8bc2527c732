import { Suspense, useEffect, useMemo } from 'react';
import { NavLink, Outlet } from 'react-router';
import { CharLookup } from '../../components/char-lookup/char-lookup';
import { DictionaryHost } from '../../components/dictionary-overlay/dictionary-host';
import { PageFallback } from '../../components/page-state/page-state';
import { type TitleBarShell, TitleBarShellContext } from '../../components/title-bar/title-bar';
import { UnreadBadge } from '../../features/messages/routes';
import { onHostBack } from '../../platform/host';
import { useBackAction } from '../back/use-back-action';
import { useIdentity } from '../identity/identity-context';
import { desktopStage } from './shell-metrics';
import { useRootFontSize, useViewportSize } from './use-viewport-size';
import './layouts.css';

/** 我的, which carries the unread messages' count. */
const USER_PATH = '/index/user';

/** The desktop navigation over the desktop route table. */
const DESKTOP_NAV: readonly { to: string; title: string }[] = [
  { to: '/index', title: '首页' },
  { to: '/index/jdxa', title: '精品学案' },
  { to: '/index/zdxx', title: '自主学习' },
  { to: '/index/ask', title: '问答' },
  { to: '/search', title: '搜索' },
  { to: USER_PATH, title: '我的' },
];

/** The desktop layout (view pattern 1): a centred stage of ratio 1.2..2, 1rem = stage height / 10.8. */
export function DesktopLayout() {
  const identity = useIdentity();
  const onBack = useBackAction();
  const { width, height } = useViewportSize();
  const stage = desktopStage(width, height);
  useRootFontSize(stage.rootFontSize);
  useEffect(() => onHostBack(onBack), [onBack]);

  const shell = useMemo<TitleBarShell>(
    () => ({ appName: identity.variant.name, statusBarMargin: '0px', onBack }),
    [identity.variant.name, onBack],
  );

  return (
    <TitleBarShellContext.Provider value={shell}>
      <div className="yw-desktop">
        <div
          className="yw-desktop-stage"
          data-testid="desktop-stage"
          style={{ width: stage.width, height: stage.height, left: stage.left, top: stage.top }}
        >
          <header className="yw-desktop-nav">
            <span className="yw-desktop-nav__brand">
              <span className="yw-desktop-nav__logo yw-kai" aria-hidden="true">
                语
              </span>
              {identity.variant.name}
            </span>
            <nav className="yw-desktop-nav__links" data-testid="desktop-nav">
              {DESKTOP_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end
                  className={({ isActive }) => (isActive ? 'yw-desktop-nav__link is-active' : 'yw-desktop-nav__link')}
                >
                  {item.title}
                  {item.to === USER_PATH && (
                    <Suspense fallback={null}>
                      <UnreadBadge testId="nav-messages-badge" />
                    </Suspense>
                  )}
                </NavLink>
              ))}
            </nav>
          </header>
          <div className="yw-desktop-stage__content">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
          <CharLookup mobile={false} />
          <DictionaryHost desktop />
        </div>
      </div>
    </TitleBarShellContext.Provider>
  );
}
