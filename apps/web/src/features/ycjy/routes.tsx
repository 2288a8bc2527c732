// ycjy = 幼儿教育 under 学前教育 (issue 16): a plan by grade × month × lesson and 家长测评. Spec §2's
// /xqjy/ycjy/… paths; on desktop the page shows beside the grade's plan.
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';
import type { YcjyView } from './components/ycjy-route';

const YcjyRoute = lazy(() => import('./components/ycjy-route').then((m) => ({ default: m.YcjyRoute })));

const ROUTES: readonly [string, YcjyView][] = [
  ['/xqjy/ycjy', 'plan'],
  ['/xqjy/ycjy/detail/:grade/:month/:index', 'detail'],
  ['/xqjy/ycjy/bookHTML', 'bookHTML'],
  ['/xqjy/ycjy/bookVideo', 'bookVideo'],
  ['/xqjy/ycjy/bookImage', 'bookImage'],
  ['/xqjy/ycjy/zyz', 'zyz'],
  ['/xqjy/ycjy/ja', 'ja'],
  ['/xqjy/ycjy/sfk', 'sfk'],
  ['/xqjy/ycjy/jzcj/:month/:index', 'check'],
  ['/xqjy/ycjy/jzcj/question/:num/:month/:index', 'question'],
];

/**
 * 幼儿教育's routes (spec §2 Early education). The desktop table names only /xqjy (字源起名's page);
 * there these same paths open through its fallback to the phone table, in the desktop layout.
 */
export const YCJY_ROUTES: AreaRoutes = {
  modules: { ycjy: { mobile: '/xqjy/ycjy', desktop: '/xqjy/ycjy' } },
  mobile: ROUTES.map(([path, view]) => ({ path, element: <YcjyRoute view={view} /> })),
  desktop: [],
};
