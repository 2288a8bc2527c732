// sxyd = 视听阅读 (issue 15): listen-and-read tracks with the text lit as it plays, and 听音辨位.
// Phones: spec §2's /sxyd, /sxyd/sxyd/{moduleId} (?track=), /sxyd/qmdw/{moduleId}; desktop /sxyd
// with ?part= and ?track= (sxyd-links.ts).
import { lazy } from 'react';
import type { AreaRoutes } from '../area-routes';

const SxydMobileRoute = lazy(() => import('./components/sxyd-route').then((m) => ({ default: m.SxydMobileRoute })));
const SxydDesktopRoute = lazy(() => import('./components/sxyd-route').then((m) => ({ default: m.SxydDesktopRoute })));

/** 视听阅读's routes (spec §2 Listening reading; desktop /sxyd). */
export const SXYD_ROUTES: AreaRoutes = {
  modules: {
    sxyd: { mobile: '/sxyd', desktop: '/sxyd' },
    qmdw: { mobile: '/sxyd/qmdw/:id', desktop: '/sxyd?part=qmdw' },
  },
  mobile: [
    { path: '/sxyd', element: <SxydMobileRoute part="home" /> },
    { path: '/sxyd/sxyd/:moduleId', element: <SxydMobileRoute part="sxyd" /> },
    { path: '/sxyd/qmdw/:moduleId', element: <SxydMobileRoute part="qmdw" /> },
  ],
  desktop: [{ path: '/sxyd', element: <SxydDesktopRoute /> }],
};
