// zjkt = 专家课堂 (module 8, issue 17): lessons teachers and admins write (management pages), read
// by pupils with a video, pictures and links into poems, textbook lessons and characters.
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';

export const ZjktHome = lazy(() => import('./components/zjkt-pages').then((m) => ({ default: m.ZjktHome })));
const ZjktDetailPage = lazy(() => import('./components/zjkt-pages').then((m) => ({ default: m.ZjktDetailPage })));

/** The spec's paths; its desktop table names only /zjkt, which opens a lesson beside the list (`?id=`). */
export const ZJKT_ROUTES: AreaRoutes = {
  modules: { zjkt: { mobile: '/zjkt' } },
  mobile: [
    { path: '/zjkt', element: <ZjktHome /> },
    { path: '/zjktDetail', element: <ZjktDetailPage /> },
  ],
  desktop: [{ path: '/zjkt', element: <ZjktHome /> }],
};
