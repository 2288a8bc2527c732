import { TabBar } from 'antd-mobile';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '../page-state/page-state';
import './tab-screen.css';

/** One tab of a tab screen: its route path, label and icon. */
export interface ScreenTab {
  path: string;
  title: string;
  icon: ReactNode;
}

/** A screen of tabs: the active tab's route above, the tab bar below (with the safe-area margin). */
export function TabScreen({ tabs }: { tabs: readonly ScreenTab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <div className="yw-tab-screen">
      <div className="yw-tab-screen__content">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <nav className="yw-tab-screen__bar" data-testid="tab-bar">
        <TabBar activeKey={active} onChange={(key) => void navigate(key, { replace: true })}>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.path} title={tab.title} icon={tab.icon} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
