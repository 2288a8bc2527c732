// wymp = 名人名篇: the area's routes — the authors, and one author's biography and works.
import { lazy } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { meaningful, toNumber } from '../../lib/stored-value';
import { type AreaRoutes, useArea, useAreaModule } from '../area-routes';

const PoetsPage = lazy(() => import('./components/poets-page').then((m) => ({ default: m.PoetsPage })));

/** 名人名篇: the authors at /wymp/{name}/{moduleId} (desktop /wymp); ?author=…&dynasty=… is one author. */
function WympRoute() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { name, moduleId } = useParams();
  const { desktop } = useArea();
  const area = useAreaModule('wymp');
  const poetTo = (author: string, dynasty: string) => `${pathname}?${new URLSearchParams({ author, dynasty })}`;
  const poemTo = (id: number) => `${desktop ? '/jdsd' : '/jdsd/content'}?${new URLSearchParams({ id: String(id) })}`;
  return (
    <PoetsPage
      title={meaningful(name) ?? area?.name}
      moduleId={toNumber(meaningful(moduleId)) ?? area?.id}
      author={meaningful(params.get('author'))}
      dynasty={params.get('dynasty') ?? ''}
      poetTo={poetTo}
      poemTo={poemTo}
    />
  );
}

/** 名人名篇's routes (spec §2 Famous persons; desktop /wymp). */
export const WYMP_ROUTES: AreaRoutes = {
  modules: { wymp: { mobile: '/wymp/:name/:id', desktop: '/wymp' } },
  mobile: [{ path: '/wymp/:name/:moduleId', element: <WympRoute /> }],
  desktop: [{ path: '/wymp', element: <WympRoute /> }],
};
