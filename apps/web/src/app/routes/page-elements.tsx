import type { Module, ResourceCategory } from '@yuwen/protocol';
import { lazy, useCallback, useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { AskIcon, BooksIcon, HomeIcon, StarIcon, UserIcon } from '../../components/icons/icons';
import { PageLoading } from '../../components/page-state/page-state';
import type { ScreenTab } from '../../components/tab-screen/tab-screen';
import { useModuleTree } from '../../features/catalogue/api/module-tree.api';
import { flattenModules, locateModule } from '../../features/catalogue/module-tree';
import { hasSession, useStoredAccount } from '../../lib/account-store';
import { meaningful, toNumber } from '../../lib/stored-value';
import { useIdentity } from '../identity/identity-context';
import { focusModules, JDXA_PATHS, moduleLink, type RouteKind, routeKindOf, sortContextPath } from './module-links';
import type { HzzyView, JdsdView, RouteEntry } from './route-entry';

// Every page is its own chunk, so the first screen loads only what it shows.
const TabScreen = lazy(() => import('../../components/tab-screen/tab-screen').then((m) => ({ default: m.TabScreen })));
const LoginPage = lazy(() =>
  import('../../features/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const LoginHelpPage = lazy(() =>
  import('../../features/login/components/login-help-page').then((m) => ({ default: m.LoginHelpPage })),
);
const CheckNetworkPage = lazy(() =>
  import('../../features/login/components/check-network-page').then((m) => ({ default: m.CheckNetworkPage })),
);
const TokenLoginGate = lazy(() =>
  import('../../features/login/components/token-login-gate').then((m) => ({ default: m.TokenLoginGate })),
);
const PcLoginPage = lazy(() =>
  import('../../features/login/components/pc-login-page').then((m) => ({ default: m.PcLoginPage })),
);
const HomeTab = lazy(() => import('../../features/home/components/home-tab').then((m) => ({ default: m.HomeTab })));
const SubjectTab = lazy(() =>
  import('../../features/home/components/subject-tab').then((m) => ({ default: m.SubjectTab })),
);
const JdxaTab = lazy(() => import('../../features/home/components/jdxa-tab').then((m) => ({ default: m.JdxaTab })));
const AskTab = lazy(() => import('../../features/home/components/ask-tab').then((m) => ({ default: m.AskTab })));
const UserTab = lazy(() => import('../../features/home/components/user-tab').then((m) => ({ default: m.UserTab })));
const TouristIndexPage = lazy(() =>
  import('../../features/home/components/tourist-index-page').then((m) => ({ default: m.TouristIndexPage })),
);
const BuyPage = lazy(() =>
  import('../../features/membership/components/buy-page').then((m) => ({ default: m.BuyPage })),
);
const BuyRecordPage = lazy(() =>
  import('../../features/membership/components/buy-record-page').then((m) => ({ default: m.BuyRecordPage })),
);
const MembershipInfoPage = lazy(() =>
  import('../../features/membership/components/membership-info-page').then((m) => ({
    default: m.MembershipInfoPage,
  })),
);
const VipStatusRow = lazy(() =>
  import('../../features/membership/components/vip-status').then((m) => ({ default: m.VipStatusRow })),
);
const LearnRecordPage = lazy(() =>
  import('../../features/learn-record/components/learn-record-page').then((m) => ({ default: m.LearnRecordPage })),
);
const LearningTimeSummary = lazy(() =>
  import('../../features/learn-record/components/learn-record-page').then((m) => ({
    default: m.LearningTimeSummary,
  })),
);
const OnlineCountRow = lazy(() =>
  import('../../features/learn-record/components/online-count-row').then((m) => ({ default: m.OnlineCountRow })),
);
const AdPage = lazy(() => import('../../features/home/components/ad-page').then((m) => ({ default: m.AdPage })));
const UsagePage = lazy(() =>
  import('../../features/usage/components/usage-page').then((m) => ({ default: m.UsagePage })),
);
const UserInfoPage = lazy(() =>
  import('../../features/user/components/user-info-page').then((m) => ({ default: m.UserInfoPage })),
);
const ModuleOverviewPage = lazy(() =>
  import('../../features/catalogue/components/module-overview-page').then((m) => ({ default: m.ModuleOverviewPage })),
);
const SearchPage = lazy(() =>
  import('../../features/search/components/search-page').then((m) => ({ default: m.SearchPage })),
);
const ManagePage = lazy(() =>
  import('../../features/manage/components/manage-page').then((m) => ({ default: m.ManagePage })),
);
const AskPage = lazy(() => import('../../features/ask/components/ask-page').then((m) => ({ default: m.AskPage })));
const DeveloperPage = lazy(() =>
  import('../../features/developer/components/developer-page').then((m) => ({ default: m.DeveloperPage })),
);
const JdsdCollectionsPage = lazy(() =>
  import('../../features/jdsd/components/collections-page').then((m) => ({ default: m.CollectionsPage })),
);
const JdsdPoemListPage = lazy(() =>
  import('../../features/jdsd/components/poem-list-page').then((m) => ({ default: m.PoemListPage })),
);
const JdsdPoemPage = lazy(() =>
  import('../../features/jdsd/components/poem-page').then((m) => ({ default: m.PoemPage })),
);
const HzzyHomePage = lazy(() =>
  import('../../features/hzzy/components/hzzy-home-page').then((m) => ({ default: m.HzzyHomePage })),
);
const PyxxPage = lazy(() => import('../../features/hzzy/components/pyxx-page').then((m) => ({ default: m.PyxxPage })));
const ZyzdPage = lazy(() => import('../../features/hzzy/components/zyzd-page').then((m) => ({ default: m.ZyzdPage })));
const JbzyPage = lazy(() => import('../../features/hzzy/components/jbzy-page').then((m) => ({ default: m.JbzyPage })));
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

function useRouteKind(): RouteKind {
  return routeKindOf(useIdentity());
}

function useModuleLinker(): (module: Module) => string {
  const kind = useRouteKind();
  return useCallback((module: Module) => moduleLink(kind, module), [kind]);
}

/** The main screen's modules, loaded or not. */
function useMainModules(): { modules: readonly Module[]; all: readonly Module[]; loading: boolean } {
  const tree = useModuleTree();
  const { module: focus } = useIdentity();
  return useMemo(() => {
    const roots = tree.data ?? [];
    return { modules: focusModules(roots, focus), all: flattenModules(roots), loading: tree.isPending };
  }, [tree.data, tree.isPending, focus]);
}

function categoryLink(module: Module, category: ResourceCategory): string {
  return sortContextPath(module, category);
}

/** The overview of a module; keyed by path so each page starts fresh (menu closed, new record). */
export function CatalogueView(props: { moduleKey?: string; moduleId?: number; categoryId?: string; title?: string }) {
  const { pathname } = useLocation();
  const link = useModuleLinker();
  return <ModuleOverviewPage key={pathname} {...props} linkToModule={link} linkToCategory={categoryLink} />;
}

// The module comes from the path when it carries one (module2Id is the inner module of /whzd).
function CatalogueRoute({ moduleKey }: { moduleKey?: string }) {
  const params = useParams();
  const moduleId = toNumber(meaningful(params.module2Id ?? params.moduleId));
  return (
    <CatalogueView
      moduleKey={moduleId === undefined ? moduleKey : undefined}
      moduleId={moduleId}
      categoryId={meaningful(params.categoryId)}
      title={meaningful(params.name)}
    />
  );
}

function LoginRoute() {
  const identity = useIdentity();
  const activationTo = useRouteKind() === 'desktop' ? undefined : '/login/buy/info';
  return <LoginPage product={identity.product} appName={identity.variant.name} activationTo={activationTo} />;
}

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

function HomeTabRoute() {
  const { modules } = useMainModules();
  const link = useModuleLinker();
  return <HomeTab areas={modules.map((module) => ({ module, to: link(module) }))} searchTo="/search" />;
}

function SubjectTabRoute() {
  const { modules } = useMainModules();
  const link = useModuleLinker();
  const kind = useRouteKind();
  return (
    <SubjectTab
      areas={modules.map((module) => ({ module, to: link(module) }))}
      title={kind === 'desktop' ? '自主学习' : '学科分类'}
    />
  );
}

function JdxaTabRoute() {
  const { all } = useMainModules();
  const paths = JDXA_PATHS[useRouteKind() === 'desktop' ? 'desktop' : 'mobile'];
  const plans = (['tbjx', 'bphz', 'bpcy'] as const).flatMap((key) => {
    const found = locateModule(all, { key });
    return found ? [{ module: found.module, to: paths[key] }] : [];
  });
  return <JdxaTab areas={plans} />;
}

function AskTabRoute() {
  const kind = useRouteKind();
  return <AskTab links={kind === 'desktop' ? undefined : { addTo: '/ask/add', mineTo: '/ask/myquestion' }} />;
}

function UserTabRoute() {
  const kind = useRouteKind();
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
    { title: '我要购买', to: '/wygm' },
    { title: '购买记录', to: '/gmjl' },
    { title: '学习记录', to: '/listLearnRecord' },
    { title: '用户协议', to: '/userProtocol' },
    { title: '注销账号', to: '/wdzl/delUser' },
  ];
  // The desktop user centre has room to show learning time on the page itself.
  return (
    <UserTab links={links} statusRows={statusRows}>
      {kind === 'desktop' && <LearningTimeSummary />}
    </UserTab>
  );
}

function TouristIndexRoute() {
  const { modules, loading } = useMainModules();
  return (
    <TouristIndexPage areas={modules.map((module) => ({ module }))} loading={loading} product={useIdentity().product} />
  );
}

function SearchRoute() {
  const { all } = useMainModules();
  const link = useModuleLinker();
  const { type } = useParams();
  // The desktop route table has /search only, so one type's page is /search?type=… there.
  const desktop = useRouteKind() === 'desktop';
  const typeLink = (t: string, keyword: string) =>
    desktop
      ? `/search?${new URLSearchParams({ type: t, keyword })}`
      : `/search/${t}?${new URLSearchParams({ keyword })}`;
  return (
    <SearchPage
      key={type ?? ''}
      type={type}
      typeLink={typeLink}
      areas={all.map((module) => ({ module, to: link(module) }))}
    />
  );
}

/**
 * 经典诵读: collections → a collection's poems (背诵目录) → a poem. The desktop table has only /jdsd
 * and /bsdir, so there a poem is /jdsd?id=….
 */
function JdsdRoute({ view }: { view: JdsdView }) {
  const [params] = useSearchParams();
  const desktop = useRouteKind() === 'desktop';
  const { all } = useMainModules();
  const moduleId = (key: string) => all.find((module) => module.key === key)?.id;
  const collectionTo = (key: string) =>
    `${desktop ? '/bsdir' : '/jdsd/bsdir'}?${new URLSearchParams({ collection: key })}`;
  const poemTo = (id: number) => `${desktop ? '/jdsd' : '/jdsd/content'}?${new URLSearchParams({ id: String(id) })}`;
  const poemId = toNumber(meaningful(params.get('id')));
  if (view === 'content' || (view === 'desktopHome' && poemId !== undefined)) {
    return <JdsdPoemPage key={poemId} poemId={poemId} moduleId={moduleId('jdsd')} />;
  }
  const collection = meaningful(params.get('collection'));
  if (view === 'list' && collection !== undefined) {
    return <JdsdPoemListPage key={collection} collection={collection} moduleId={moduleId('bsdir')} poemTo={poemTo} />;
  }
  // 背诵目录 without a collection starts from the collections.
  return (
    <JdsdCollectionsPage
      moduleId={moduleId(view === 'list' ? 'bsdir' : 'jdsd')}
      collectionTo={collectionTo}
      poemTo={poemTo}
    />
  );
}

/** The 汉字字源 pages with their own screens; on desktop they live under /hzzy?part=…. */
const HZZY_PARTS: readonly HzzyView[] = ['pyxx', 'zyzd', 'jbzy'];

/** 汉字字源: the area home (its child modules from the tree), 拼音学习, 字源字典, 基本字. */
function HzzyRoute({ view }: { view: HzzyView }) {
  const [params] = useSearchParams();
  const desktop = useRouteKind() === 'desktop';
  const link = useModuleLinker();
  const { all, loading } = useMainModules();
  const part = desktop ? HZZY_PARTS.find((p) => p === params.get('part')) : undefined;
  const shown = part ?? view;
  if (shown === 'pyxx') return <PyxxPage />;
  if (shown === 'zyzd') return <ZyzdPage />;
  if (shown === 'jbzy') return <JbzyPage />;
  const area = all.find((module) => module.key === 'hzzy');
  const to = (module: Module) =>
    desktop && HZZY_PARTS.includes(module.key as HzzyView) ? `/hzzy?part=${module.key}` : link(module);
  return (
    <HzzyHomePage
      title={area?.name ?? '汉字字源'}
      moduleId={area?.id}
      areas={(area?.children ?? []).map((module) => ({ module, to: to(module) }))}
      loading={loading}
    />
  );
}

function MsktHomeRoute() {
  const { modules } = useMainModules();
  return <MsktHome modules={modules} linkToModule={useModuleLinker()} />;
}

function DeveloperRoute() {
  const identity = useIdentity();
  return (
    <DeveloperPage
      info={{
        variantName: identity.variant.name,
        app: identity.app,
        from: identity.from,
        product: identity.product,
        module: identity.module,
        layout: identity.layout,
      }}
    />
  );
}

function UsageRoute() {
  return <UsagePage appName={useIdentity().variant.name} />;
}

function AdRoute() {
  return <AdPage appName={useIdentity().variant.name} />;
}

/** Management: /tokenLogin/manage first signs in with the session handed over in its query. */
function ManageRoute() {
  const { pathname } = useLocation();
  if (pathname !== '/tokenLogin/manage') return <ManagePage />;
  return (
    <TokenLoginGate>
      <ManagePage />
    </TokenLoginGate>
  );
}

/** The element of one route-table row. */
export function PageElement({ entry }: { entry: RouteEntry }) {
  const identity = useIdentity();
  switch (entry.page) {
    case 'root':
      return <RootEntry />;
    case 'login':
      return <LoginRoute />;
    case 'loginHelp':
      return <LoginHelpPage topic={entry.topic} product={identity.product} />;
    case 'checkNetwork':
      return <CheckNetworkPage />;
    case 'pcLogin':
      return <PcLoginPage />;
    case 'main':
      return <TabScreen tabs={MAIN_TABS} />;
    case 'msktMain':
      return <TabScreen tabs={MSKT_TABS} />;
    case 'homeTab':
      return <HomeTabRoute />;
    case 'subjectTab':
      return <SubjectTabRoute />;
    case 'jdxaTab':
      return <JdxaTabRoute />;
    case 'askTab':
      return <AskTabRoute />;
    case 'userTab':
      return <UserTabRoute />;
    case 'msktHome':
      return <MsktHomeRoute />;
    case 'touristIndex':
      return <TouristIndexRoute />;
    case 'touristToBuy':
      return <MembershipInfoPage title="开通会员" signedIn={false} />;
    case 'buyInfo':
      return <MembershipInfoPage title="购买说明" signedIn={hasSession()} />;
    case 'buy':
      return <BuyPage recordsTo="/gmjl" />;
    case 'buyRecord':
      return <BuyRecordPage buyTo="/wygm" />;
    case 'learnRecord':
      return <LearnRecordPage />;
    case 'usage':
      return <UsageRoute />;
    case 'ad':
      return <AdRoute />;
    case 'user':
      return <UserInfoPage topic={entry.topic} />;
    case 'catalogue':
      return <CatalogueRoute moduleKey={entry.moduleKey} />;
    case 'search':
      return <SearchRoute />;
    case 'manage':
      return <ManageRoute />;
    case 'ask':
      return <AskPage topic={entry.topic} />;
    case 'jdsd':
      return <JdsdRoute view={entry.view} />;
    case 'hzzy':
      return <HzzyRoute key={entry.view} view={entry.view} />;
    case 'developer':
      return <DeveloperRoute />;
  }
}
