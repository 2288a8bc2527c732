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
import type {
  HzzyTrainingView,
  HzzyView,
  JbzyCharacterView,
  JdsdView,
  JdyyView,
  RouteEntry,
  TsscView,
} from './route-entry';

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
const JdsdLoopPage = lazy(() =>
  import('../../features/jdsd/components/loop-page').then((m) => ({ default: m.LoopPage })),
);
const JdyyAlbumsPage = lazy(() =>
  import('../../features/jdyy/components/albums-page').then((m) => ({ default: m.AlbumsPage })),
);
const JdyyAlbumInfoPage = lazy(() =>
  import('../../features/jdyy/components/album-info-page').then((m) => ({ default: m.AlbumInfoPage })),
);
const JdyyPlayingPage = lazy(() =>
  import('../../features/jdyy/components/playing-page').then((m) => ({ default: m.PlayingPage })),
);
const WympPoetsPage = lazy(() =>
  import('../../features/wymp/components/poets-page').then((m) => ({ default: m.PoetsPage })),
);
const HzzyHomePage = lazy(() =>
  import('../../features/hzzy/components/hzzy-home-page').then((m) => ({ default: m.HzzyHomePage })),
);
const PyxxPage = lazy(() => import('../../features/hzzy/components/pyxx-page').then((m) => ({ default: m.PyxxPage })));
const ZyzdPage = lazy(() => import('../../features/hzzy/components/zyzd-page').then((m) => ({ default: m.ZyzdPage })));
const JbzyPage = lazy(() => import('../../features/hzzy/components/jbzy-page').then((m) => ({ default: m.JbzyPage })));
const JbzyDetailPage = lazy(() =>
  import('../../features/hzzy/components/jbzy-detail-page').then((m) => ({ default: m.JbzyDetailPage })),
);
const JbzyInfoPage = lazy(() =>
  import('../../features/hzzy/components/jbzy-info-page').then((m) => ({ default: m.JbzyInfoPage })),
);
const ZjjzyPage = lazy(() =>
  import('../../features/hzzy/components/zjjzy-page').then((m) => ({ default: m.ZjjzyPage })),
);
const HzcsPage = lazy(() => import('../../features/hzzy/components/hzcs-page').then((m) => ({ default: m.HzcsPage })));
const HzcsInfoPage = lazy(() =>
  import('../../features/hzzy/components/hzcs-info-page').then((m) => ({ default: m.HzcsInfoPage })),
);
const HzxlPage = lazy(() => import('../../features/hzzy/components/hzxl-page').then((m) => ({ default: m.HzxlPage })));
const BphzPage = lazy(() => import('../../features/hzzy/components/bphz-page').then((m) => ({ default: m.BphzPage })));
const GamePage = lazy(() => import('../../features/hzzy/components/game-page').then((m) => ({ default: m.GamePage })));
const TsscHomePage = lazy(() =>
  import('../../features/tssc/components/tssc-home-page').then((m) => ({ default: m.TsscHomePage })),
);
const ReciteBookPage = lazy(() =>
  import('../../features/tssc/components/recite-book-page').then((m) => ({ default: m.ReciteBookPage })),
);
const RecitePage = lazy(() =>
  import('../../features/tssc/components/recite-page').then((m) => ({ default: m.RecitePage })),
);
const PoemTestPage = lazy(() =>
  import('../../features/tssc/components/poem-test-page').then((m) => ({ default: m.PoemTestPage })),
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
  // Desktop has /jdsd only: the loop is /jdsd?loop=1.
  if (view === 'loop' || (view === 'desktopHome' && params.has('loop'))) {
    const loopTo = (key: string) =>
      desktop
        ? `/jdsd?${new URLSearchParams({ loop: '1', collection: key })}`
        : `/jdsd/loop?${new URLSearchParams({ collection: key })}`;
    return (
      <JdsdLoopPage collection={meaningful(params.get('collection'))} moduleId={moduleId('jdsd')} loopTo={loopTo} />
    );
  }
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
      loopTo={desktop ? '/jdsd?loop=1' : '/jdsd/loop'}
    />
  );
}

/** 经典有声: albums (one per poem collection) → an album → the playing page. Mobile only in the route tables. */
function JdyyRoute({ view }: { view: JdyyView }) {
  const [params] = useSearchParams();
  const { all } = useMainModules();
  const moduleId = all.find((module) => module.key === 'jdyy')?.id;
  const album = meaningful(params.get('album'));
  const playingTo = (key: string, track: number) =>
    `/jdyy/playing?${new URLSearchParams({ album: key, track: String(track) })}`;
  if (view === 'playing') {
    const track = toNumber(meaningful(params.get('track')));
    return <JdyyPlayingPage album={album} track={track} moduleId={moduleId} playingTo={playingTo} />;
  }
  if (view === 'albuminfo') {
    return <JdyyAlbumInfoPage key={album} album={album} moduleId={moduleId} playingTo={playingTo} />;
  }
  return (
    <JdyyAlbumsPage moduleId={moduleId} albumTo={(key) => `/jdyy/albuminfo?${new URLSearchParams({ album: key })}`} />
  );
}

/** 名人名篇: the authors at /wymp/{name}/{moduleId} (desktop /wymp); ?author=…&dynasty=… is one author. */
function WympRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { name, moduleId } = useParams();
  const desktop = useRouteKind() === 'desktop';
  const { all } = useMainModules();
  const area = all.find((module) => module.key === 'wymp');
  const poetTo = (author: string, dynasty: string) => `${pathname}?${new URLSearchParams({ author, dynasty })}`;
  const poemTo = (id: number) => `${desktop ? '/jdsd' : '/jdsd/content'}?${new URLSearchParams({ id: String(id) })}`;
  return (
    <WympPoetsPage
      title={meaningful(name) ?? area?.name}
      moduleId={toNumber(meaningful(moduleId)) ?? area?.id}
      author={meaningful(params.get('author'))}
      dynasty={params.get('dynasty') ?? ''}
      poetTo={poetTo}
      poemTo={poemTo}
    />
  );
}

/** The 汉字字源 pages with their own screens; on desktop they live under /hzzy?part=…. */
const HZZY_PARTS: readonly HzzyView[] = [
  'pyxx',
  'zyzd',
  'jbzy',
  'hzcs',
  'hzcsInfo',
  'hzxl',
  'bphz',
  'game',
  'jbzyDetail',
  'jbzyInfo',
  'zjjzy',
];

/** The mobile addresses of 基本字's character pages (desktop: /hzzy?part=…). */
const JBZY_CHARACTER_PATHS: Readonly<Record<JbzyCharacterView, string>> = {
  jbzyDetail: '/jbzy/detail',
  jbzyInfo: '/jbzy/info',
  zjjzy: '/jbzy/zjjzy',
};

/** The one Chinese character an address names (?char=清), or undefined. */
function oneChineseChar(value: string | null): string | undefined {
  return value && /^\p{Script=Han}$/u.test(value) ? value : undefined;
}

/** Links between the character page, its formation page and 组字, in either layout. */
function characterPageLinks(desktop: boolean) {
  const to = (view: JbzyCharacterView, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    if (desktop) return `/hzzy?part=${view}${search ? `&${search}` : ''}`;
    return `${JBZY_CHARACTER_PATHS[view]}${search ? `?${search}` : ''}`;
  };
  return {
    detailTo: (char: string) => to('jbzyDetail', { char }),
    infoTo: (char: string) => to('jbzyInfo', { char }),
    zjjzyTo: (component?: string) => to('zjjzy', component ? { component } : {}),
  };
}

/** The mobile addresses of the 汉字字源 training pages (desktop: /hzzy?part=…). */
const HZZY_TRAINING_PATHS: Readonly<Record<HzzyTrainingView, string>> = {
  hzcs: '/hzcs',
  hzcsInfo: '/hzcs/hzcsInfo',
  hzxl: '/hzzy/hzxl',
  bphz: '/bphz',
  game: '/jbzy/game',
};

function hzzyTrainingLink(desktop: boolean, view: HzzyTrainingView, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  if (desktop) return `/hzzy?part=${view}${search ? `&${search}` : ''}`;
  return `${HZZY_TRAINING_PATHS[view]}${search ? `?${search}` : ''}`;
}

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
  if (shown === 'jbzy') return <JbzyPage zjjzyTo={characterPageLinks(desktop).zjjzyTo()} />;
  const reviewTo = hzzyTrainingLink(desktop, 'hzcs', { tab: 'review' });
  if (shown === 'hzcs')
    return (
      <HzcsPage
        testTo={(group, count, write) =>
          hzzyTrainingLink(desktop, 'hzcsInfo', {
            group: String(group),
            count: String(count),
            ...(write ? { write: '1' } : {}),
          })
        }
      />
    );
  if (shown === 'hzcsInfo') return <HzcsInfoPage reviewTo={reviewTo} />;
  if (shown === 'hzxl') return <HzxlPage />;
  if (shown === 'bphz') return <BphzPage />;
  if (shown === 'game') return <GamePage />;
  if (shown === 'jbzyDetail' || shown === 'jbzyInfo' || shown === 'zjjzy') {
    const links = characterPageLinks(desktop);
    const char = oneChineseChar(params.get('char'));
    if (shown === 'jbzyDetail') return <JbzyDetailPage key={char} char={char} desktop={desktop} links={links} />;
    if (shown === 'jbzyInfo') return <JbzyInfoPage key={char} char={char} links={links} />;
    return <ZjjzyPage component={oneChineseChar(params.get('component'))} links={links} />;
  }
  const area = all.find((module) => module.key === 'hzzy');
  const to = (module: Module) =>
    desktop && HZZY_PARTS.includes(module.key as HzzyView) ? `/hzzy?part=${module.key}` : link(module);
  return (
    <HzzyHomePage
      title={area?.name ?? '汉字字源'}
      moduleId={area?.id}
      areas={(area?.children ?? []).map((module) => ({ module, to: to(module) }))}
      loading={loading}
      reviewTo={reviewTo}
      gameTo={hzzyTrainingLink(desktop, 'game')}
    />
  );
}

/**
 * 唐诗宋词 recitation: collections → a collection's recitation list (?collection) → one poem's
 * practice (?id). Mobile lists and poems live under /tssc/book; the desktop table has only /tssc.
 */
function TsscRoute({ view }: { view: TsscView }) {
  const [params] = useSearchParams();
  const desktop = useRouteKind() === 'desktop';
  const { all } = useMainModules();
  const area = all.find((module) => module.key === 'tssc');
  const book = desktop ? '/tssc' : '/tssc/book';
  const bookTo = (collection: string) => `${book}?${new URLSearchParams({ collection })}`;
  const poemTo = (id: number) => `${book}?${new URLSearchParams({ id: String(id) })}`;
  const poemId = toNumber(meaningful(params.get('id')));
  const collection = meaningful(params.get('collection'));
  // The desktop table has only /tssc, so there the test is /tssc?test.
  if (view === 'test' || (view === 'desktopHome' && params.has('test'))) return <PoemTestPage moduleId={area?.id} />;
  if (view === 'book' || view === 'desktopHome') {
    if (params.has('id')) return <RecitePage key={poemId} poemId={poemId} moduleId={area?.id} />;
    if (collection !== undefined) {
      return <ReciteBookPage key={collection} collection={collection} moduleId={area?.id} poemTo={poemTo} />;
    }
  }
  return <TsscHomePage title={area?.name ?? '唐诗宋词'} moduleId={area?.id} bookTo={bookTo} poemTo={poemTo} />;
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
    case 'jdyy':
      return <JdyyRoute view={entry.view} />;
    case 'wymp':
      return <WympRoute />;
    case 'tssc':
      return <TsscRoute view={entry.view} />;
    case 'developer':
      return <DeveloperRoute />;
  }
}
