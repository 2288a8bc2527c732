// kszx = 考试中心 (issue 17): papers made from the textbook per volume and unit, taken on the clock
// and marked on the server; practice by type, 我的成绩 and the 错题本.
import { lazy } from 'react';
import type { AreaRoute, AreaRoutes } from '../area-routes';

const KszxHome = lazy(() => import('./components/kszx-home').then((m) => ({ default: m.KszxHome })));
const PaperSortPage = lazy(() => import('./components/paper-pages').then((m) => ({ default: m.PaperSortPage })));
const PaperPage = lazy(() => import('./components/paper-pages').then((m) => ({ default: m.PaperPage })));
const WritingMarksPage = lazy(() =>
  import('./components/writing-marks-page').then((m) => ({ default: m.WritingMarksPage })),
);
const PracticePage = lazy(() => import('./components/practice-page').then((m) => ({ default: m.PracticePage })));

/** The spec's paths; its desktop table names only /kszx, which opens a paper beside the list (`?paper=`). */
const MOBILE: readonly AreaRoute[] = [
  { path: '/kszx', element: <KszxHome /> },
  { path: '/kszx/qt/:moduleId', element: <PracticePage /> },
  // A teacher's 批改写话.
  { path: '/kszx/writing', element: <WritingMarksPage /> },
  { path: '/kszx/paper/sort/:remark', element: <PaperSortPage /> },
  { path: '/kszx/paper/:paperId', element: <PaperPage /> },
];

// The other paths open on desktop as the mobile pages inside the desktop layout (practice by type).
export const KSZX_ROUTES: AreaRoutes = {
  modules: { kszx: { mobile: '/kszx' } },
  mobile: MOBILE,
  desktop: [
    { path: '/kszx', element: <KszxHome /> },
    { path: '/kszx/writing', element: <WritingMarksPage /> },
  ],
};
