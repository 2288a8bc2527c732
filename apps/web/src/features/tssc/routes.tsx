// tssc = 唐诗宋词: the area's routes — recitation collections, a collection's list, one poem's practice, the poem test.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea, useAreaModule } from '../area-routes';

const TsscHomePage = lazy(() => import('./components/tssc-home-page').then((m) => ({ default: m.TsscHomePage })));
const ReciteBookPage = lazy(() => import('./components/recite-book-page').then((m) => ({ default: m.ReciteBookPage })));
const RecitePage = lazy(() => import('./components/recite-page').then((m) => ({ default: m.RecitePage })));
const PoemTestPage = lazy(() => import('./components/poem-test-page').then((m) => ({ default: m.PoemTestPage })));

/**
 * The area's views: the collections (`home`, and `standalone` for app hosts on /tssc2), a
 * collection's recitation list or one poem's practice (`book`, by ?collection or ?id), the test;
 * desktop /tssc shows them all by its query.
 */
type TsscView = 'home' | 'standalone' | 'book' | 'desktopHome' | 'test';

/**
 * 唐诗宋词 recitation: collections → a collection's recitation list (?collection) → one poem's
 * practice (?id). Mobile lists and poems live under /tssc/book; the desktop table has only /tssc.
 */
function TsscRoute({ view }: { view: TsscView }) {
  const [params] = useSearchParams();
  const { desktop } = useArea();
  const area = useAreaModule('tssc');
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

/** 唐诗宋词's routes (spec §2 Recitation; desktop /tssc). */
export const TSSC_ROUTES: AreaRoutes = {
  modules: { tssc: { mobile: '/tssc' } },
  mobile: [
    { path: '/tssc2', element: <TsscRoute view="standalone" /> },
    { path: '/tssc', element: <TsscRoute view="home" /> },
    { path: '/tssc/book', element: <TsscRoute view="book" /> },
    { path: '/tssc/test', element: <TsscRoute view="test" /> },
  ],
  desktop: [{ path: '/tssc', element: <TsscRoute view="desktopHome" /> }],
};
