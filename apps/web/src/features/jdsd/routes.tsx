// jdsd = 经典诵读: the area's routes — collections, a collection's poems (背诵目录), a poem, the loop.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea } from '../area-routes';

const CollectionsPage = lazy(() =>
  import('./components/collections-page').then((m) => ({ default: m.CollectionsPage })),
);
const PoemListPage = lazy(() => import('./components/poem-list-page').then((m) => ({ default: m.PoemListPage })));
const PoemPage = lazy(() => import('./components/poem-page').then((m) => ({ default: m.PoemPage })));
const LoopPage = lazy(() => import('./components/loop-page').then((m) => ({ default: m.LoopPage })));

/** The area's views: collections, a collection's poems, one poem; desktop /jdsd shows a poem given ?id. */
type JdsdView = 'collections' | 'list' | 'content' | 'desktopHome' | 'loop';

/**
 * 经典诵读: collections → a collection's poems (背诵目录) → a poem. The desktop table has only /jdsd
 * and /bsdir, so there a poem is /jdsd?id=….
 */
function JdsdRoute({ view }: { view: JdsdView }) {
  const [params] = useSearchParams();
  const { desktop, modules } = useArea();
  const moduleId = (key: string) => modules.find((module) => module.key === key)?.id;
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
    return <LoopPage collection={meaningful(params.get('collection'))} moduleId={moduleId('jdsd')} loopTo={loopTo} />;
  }
  if (view === 'content' || (view === 'desktopHome' && poemId !== undefined)) {
    return <PoemPage key={poemId} poemId={poemId} moduleId={moduleId('jdsd')} />;
  }
  const collection = meaningful(params.get('collection'));
  if (view === 'list' && collection !== undefined) {
    return <PoemListPage key={collection} collection={collection} moduleId={moduleId('bsdir')} poemTo={poemTo} />;
  }
  // 背诵目录 without a collection starts from the collections.
  return (
    <CollectionsPage
      moduleId={moduleId(view === 'list' ? 'bsdir' : 'jdsd')}
      collectionTo={collectionTo}
      poemTo={poemTo}
      loopTo={desktop ? '/jdsd?loop=1' : '/jdsd/loop'}
    />
  );
}

/** 经典诵读's routes (spec §2 Poems; desktop /jdsd and /bsdir). */
export const JDSD_ROUTES: AreaRoutes = {
  modules: {
    jdsd: { mobile: '/jdsd' },
    bsdir: { mobile: '/jdsd/bsdir', desktop: '/bsdir' },
  },
  mobile: [
    { path: '/jdsd', element: <JdsdRoute view="collections" /> },
    { path: '/jdsd/loop', element: <JdsdRoute view="loop" /> },
    { path: '/jdsd/bsdir', element: <JdsdRoute view="list" /> },
    { path: '/jdsd/content', element: <JdsdRoute view="content" /> },
  ],
  desktop: [
    { path: '/jdsd', element: <JdsdRoute view="desktopHome" /> },
    { path: '/bsdir', element: <JdsdRoute view="list" /> },
  ],
};
