import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { AskIcon, BooksIcon, HomeIcon, StarIcon, UserIcon } from '../../components/icons/icons';
import { PageLoading } from '../../components/page-state/page-state';
import type { ScreenTab } from '../../components/tab-screen/tab-screen';
import { useArea } from '../../features/area-routes';
import { AskDesktop, AskTabExtras } from '../../features/ask/routes';
import { useModuleTree } from '../../features/catalogue/api/module-tree.api';
import { LoginRoute } from '../../features/login/routes';
import { MESSAGES_PATH, UnreadBadge } from '../../features/messages/routes';
import { hasSession, useStoredAccount } from '../../lib/account-store';
import { JDXA_PATHS, linkedModules } from './module-links';
import type { RouteEntry } from './route-entry';

// The main screens combine several features (home, membership, learn-record, mskt), so they are the
// app's. Every page is its own chunk.
const TabScreen = lazy(() => import('../../components/tab-screen/tab-screen').then((m) => ({ default: m.TabScreen })));
const HomeTab = lazy(() => import('../../features/home/components/home-tab').then((m) => ({ default: m.HomeTab })));
const SubjectTab = lazy(() =>
  import('../../features/home/components/subject-tab').then((m) => ({ default: m.SubjectTab })),
);
const JdxaTab = lazy(() => import('../../features/home/components/jdxa-tab').then((m) => ({ default: m.JdxaTab })));
const AskTab = lazy(() => import('../../features/home/components/ask-tab').then((m) => ({ default: m.AskTab })));
const UserTab = lazy(() => import('../../features/home/components/user-tab').then((m) => ({ default: m.UserTab })));
const VipStatusRow = lazy(() =>
  import('../../features/membership/components/vip-status').then((m) => ({ default: m.VipStatusRow })),
);
const LearningTimeSummary = lazy(() =>
  import('../../features/learn-record/components/learn-record-page').then((m) => ({
    default: m.LearningTimeSummary,
  })),
);
const OnlineCountRow = lazy(() =>
  import('../../features/learn-record/components/online-count-row').then((m) => ({ default: m.OnlineCountRow })),
);
const MsktHome = lazy(() => import('../../features/mskt/components/mskt-home').then((m) => ({ default: m.MsktHome })));

/** The main screen's tabs (spec §2 main tabs). */
const MAIN_TABS: readonly ScreenTab[] = [
  { path: '/index', title: '首页', icon: <HomeIcon /> },
  { path: '/index/subject', title: '学科', icon: <BooksIcon /> },
  { path: '/index/jdxa', title: '学案', icon: <StarIcon /> },
  { path: '/index/ask', title: '问答', icon: <AskIcon /> },
  { path: '/index/user', title: '我的', icon: <UserIcon /> },
];

/** The mskt main screen's tabs. */
const MSKT_TABS: readonly ScreenTab[] = [
  { path: '/index', title: '课程', icon: <HomeIcon /> },
  { path: '/index/user', title: '我的', icon: <UserIcon /> },
];

/** `/`: the login page, or the main screen for a stored session with autologin on. */
function RootEntry() {
  const account = useStoredAccount();
  const tree = useModuleTree();
  if (hasSession(account) && account.autologin) {
    if (tree.isPending) return <PageLoading />;
    if (tree.isSuccess) return <Navigate to="/index" replace />;
  }
  return <LoginRoute />;
}

/** The home tab: the main screen's areas that have pages of their own. */
function HomeTabRoute() {
  const { areas, linkToModule } = useArea();
  return <HomeTab areas={linkedModules(areas, linkToModule)} searchTo="/search" />;
}

function SubjectTabRoute() {
  const { areas, linkToModule, desktop } = useArea();
  return <SubjectTab areas={linkedModules(areas, linkToModule)} title={desktop ? '自主学习' : '学科分类'} />;
}

/** 精品学案: the plans whose area has pages (同步教学 and 部编词语 wait for theirs). */
function JdxaTabRoute() {
  const { modules, desktop, linkToModule } = useArea();
  const paths = JDXA_PATHS[desktop ? 'desktop' : 'mobile'];
  const plans = (['tbjx', 'bphz', 'bpcy'] as const).flatMap((key) => {
    const module = modules.find((m) => m.key === key);
    return module && linkToModule(module) !== undefined ? [{ module, to: paths[key] }] : [];
  });
  return <JdxaTab areas={plans} />;
}

function AskTabRoute() {
  const { desktop } = useArea();
  if (desktop) return <AskDesktop />;
  return (
    <AskTab links={{ addTo: '/ask/add', mineTo: '/ask/myquestion' }}>
      <AskTabExtras />
    </AskTab>
  );
}

function UserTabRoute() {
  const { desktop } = useArea();
  const statusRows = (
    <>
      <li>
        <VipStatusRow to="/wygm" />
      </li>
      <li>
        <OnlineCountRow />
      </li>
    </>
  );
  const links = [
    { title: '我的资料', to: '/wdzl' },
    {
      title: '我的消息',
      to: MESSAGES_PATH,
      badge: (
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      ),
    },
    { title: '我的班级', to: '/myClass' },
    { title: '我要购买', to: '/wygm' },
    { title: '购买记录', to: '/gmjl' },
    { title: '学习记录', to: '/listLearnRecord' },
    { title: '用户协议', to: '/userProtocol' },
    { title: '注销账号', to: '/wdzl/delUser' },
  ];
  // The desktop user centre has room to show learning time on the page itself.
  return (
    <UserTab links={links} statusRows={statusRows}>
      {desktop && <LearningTimeSummary />}
    </UserTab>
  );
}

function MsktHomeRoute() {
  const { areas, linkToModule } = useArea();
  return <MsktHome modules={areas} linkToModule={linkToModule} />;
}

/** `/` on every table. */
export const ROOT_ROUTE: RouteEntry = { path: '/', element: <RootEntry /> };

/** The mobile main screen: /index is non-exact, its tabs are children. */
export const MAIN_SCREEN: RouteEntry = {
  path: '/index',
  element: <TabScreen tabs={MAIN_TABS} />,
  children: [
    { path: '', element: <HomeTabRoute /> },
    { path: 'subject', element: <SubjectTabRoute /> },
    { path: 'jdxa', element: <JdxaTabRoute /> },
    { path: 'ask', element: <AskTabRoute /> },
    { path: 'user', element: <UserTabRoute /> },
  ],
};

/** The mskt main screen: its own home, and the user centre. */
export const MSKT_MAIN_SCREEN: RouteEntry = {
  path: '/index',
  element: <TabScreen tabs={MSKT_TABS} />,
  children: [
    { path: '', element: <MsktHomeRoute /> },
    { path: 'user', element: <UserTabRoute /> },
  ],
};

/** The desktop main screen's pages, each on its own path (the desktop layout holds the navigation). */
export const DESKTOP_MAIN_ROUTES: readonly RouteEntry[] = [
  { path: '/index', element: <HomeTabRoute /> },
  { path: '/index/jdxa', element: <JdxaTabRoute /> },
  { path: '/index/zdxx', element: <SubjectTabRoute /> },
  { path: '/index/ask', element: <AskTabRoute /> },
  { path: '/index/user', element: <UserTabRoute /> },
];
