// hzzy = 汉字字源: the area's routes — its home (shared/) and the child areas pyxx 拼音学习, jbzy 基本字
// (with its character pages), hzcs 汉字测试, hzxl 汉字训练, bphz 部编汉字, zyzd 字源字典, game 汉字配对.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { type AreaRoute, type AreaRoutes, useArea, useAreaModule } from '../area-routes';

// Every page is its own chunk.
const HzzyHomePage = lazy(() =>
  import('./shared/components/hzzy-home-page').then((m) => ({ default: m.HzzyHomePage })),
);
const PyxxPage = lazy(() => import('./pyxx/components/pyxx-page').then((m) => ({ default: m.PyxxPage })));
const ZyzdPage = lazy(() => import('./zyzd/components/zyzd-page').then((m) => ({ default: m.ZyzdPage })));
const JbzyPage = lazy(() => import('./jbzy/components/jbzy-page').then((m) => ({ default: m.JbzyPage })));
const JbzyDetailPage = lazy(() =>
  import('./jbzy/components/jbzy-detail-page').then((m) => ({ default: m.JbzyDetailPage })),
);
const JbzyInfoPage = lazy(() => import('./jbzy/components/jbzy-info-page').then((m) => ({ default: m.JbzyInfoPage })));
const ZjjzyPage = lazy(() => import('./jbzy/components/zjjzy-page').then((m) => ({ default: m.ZjjzyPage })));
const HzcsPage = lazy(() => import('./hzcs/components/hzcs-page').then((m) => ({ default: m.HzcsPage })));
const HzcsInfoPage = lazy(() => import('./hzcs/components/hzcs-info-page').then((m) => ({ default: m.HzcsInfoPage })));
const HzxlPage = lazy(() => import('./hzxl/components/hzxl-page').then((m) => ({ default: m.HzxlPage })));
const BphzPage = lazy(() => import('./bphz/components/bphz-page').then((m) => ({ default: m.BphzPage })));
const GamePage = lazy(() => import('./game/components/game-page').then((m) => ({ default: m.GamePage })));

/** 基本字's character pages: 字详情 (/jbzy/detail), 字形与字源 (/jbzy/info), 组字 (/jbzy/zjjzy). */
type JbzyCharacterView = 'jbzyDetail' | 'jbzyInfo' | 'zjjzy';

/** 汉字测试 (and its test page), 汉字训练, 部编汉字 and the matching game. */
type HzzyTrainingView = 'hzcs' | 'hzcsInfo' | 'hzxl' | 'bphz' | 'game';

/**
 * The area's pages. The desktop table has only /hzzy (and /bphz), where the others are
 * /hzzy?part=….
 */
type HzzyView = 'home' | 'pyxx' | 'zyzd' | 'jbzy' | HzzyTrainingView | JbzyCharacterView;

/** The pages with their own screens; on desktop they live under /hzzy?part=…. */
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

/** The mobile addresses of the training pages (desktop: /hzzy?part=…). */
const HZZY_TRAINING_PATHS: Readonly<Record<HzzyTrainingView, string>> = {
  hzcs: '/hzcs',
  hzcsInfo: '/hzcs/hzcsInfo',
  hzxl: '/hzzy/hzxl',
  bphz: '/bphz',
  game: '/jbzy/game',
};

function trainingLink(desktop: boolean, view: HzzyTrainingView, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  if (desktop) return `/hzzy?part=${view}${search ? `&${search}` : ''}`;
  return `${HZZY_TRAINING_PATHS[view]}${search ? `?${search}` : ''}`;
}

/** One page of the area (on desktop /hzzy shows the page its ?part names). */
function HzzyRoute({ view }: { view: HzzyView }) {
  const [params] = useSearchParams();
  const { desktop, linkToModule, loading } = useArea();
  const area = useAreaModule('hzzy');
  const part = desktop ? HZZY_PARTS.find((p) => p === params.get('part')) : undefined;
  const shown = part ?? view;
  if (shown === 'pyxx') return <PyxxPage />;
  if (shown === 'zyzd') return <ZyzdPage />;
  if (shown === 'jbzy') return <JbzyPage zjjzyTo={characterPageLinks(desktop).zjjzyTo()} />;
  const reviewTo = trainingLink(desktop, 'hzcs', { tab: 'review' });
  if (shown === 'hzcs')
    return (
      <HzcsPage
        testTo={(group, count, write) =>
          trainingLink(desktop, 'hzcsInfo', {
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
  const areas = (area?.children ?? []).flatMap((module) => {
    const to = linkToModule(module);
    return to ? [{ module, to }] : [];
  });
  return (
    <HzzyHomePage
      title={area?.name ?? '汉字字源'}
      moduleId={area?.id}
      areas={areas}
      loading={loading}
      reviewTo={reviewTo}
      gameTo={trainingLink(desktop, 'game')}
    />
  );
}

// Keyed by view, so moving between two of the area's pages starts the next one fresh.
const page = (path: string, view: HzzyView): AreaRoute => ({ path, element: <HzzyRoute key={view} view={view} /> });

/** 汉字字源's routes (spec §2 Characters, and /jdxa/bphz/{moduleId}). */
export const HZZY_ROUTES: AreaRoutes = {
  modules: {
    hzzy: { mobile: '/hzzy' },
    pyxx: { mobile: '/pyxx', desktop: '/hzzy?part=pyxx' },
    jbzy: { mobile: '/jbzy', desktop: '/hzzy?part=jbzy' },
    hzcs: { mobile: '/hzcs', desktop: '/hzzy?part=hzcs' },
    hzxl: { mobile: '/hzzy/hzxl', desktop: '/hzzy?part=hzxl' },
    bphz: { mobile: '/bphz' },
    zyzd: { mobile: '/zyzd', desktop: '/hzzy?part=zyzd' },
  },
  mobile: [
    page('/hzzy', 'home'),
    page('/pyxx', 'pyxx'),
    page('/hzcs', 'hzcs'),
    page('/hzcs/hzcsInfo', 'hzcsInfo'),
    page('/jbzy', 'jbzy'),
    page('/jbzy/detail', 'jbzyDetail'),
    page('/jbzy/info', 'jbzyInfo'),
    page('/jbzy/zjjzy', 'zjjzy'),
    page('/jbzy/game', 'game'),
    page('/hzzy/hzxl', 'hzxl'),
    page('/bphz', 'bphz'),
    page('/zyzd', 'zyzd'),
    page('/jdxa/bphz/:moduleId', 'bphz'),
  ],
  desktop: [page('/hzzy', 'home'), page('/bphz', 'bphz')],
};
