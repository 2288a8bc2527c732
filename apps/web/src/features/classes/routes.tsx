// classes = 我的班级 and 作业 (issue 17): teachers' classes, the class view and 布置作业; pupils join by code
// and see their 作业, each opening the page where it is done (characters to write on this feature's own page).
import { lazy } from 'react';
import type { AreaRoute, AreaRoutes } from '../area-routes';

const ClassesPage = lazy(() => import('./components/classes-page').then((m) => ({ default: m.ClassesPage })));
const HomeworkPage = lazy(() => import('./components/homework-page').then((m) => ({ default: m.HomeworkPage })));
const WriteHomeworkPage = lazy(() =>
  import('./components/write-homework-page').then((m) => ({ default: m.WriteHomeworkPage })),
);

/** The same paths on both tables: the desktop page puts the class list left and the class right. */
const BOTH: readonly AreaRoute[] = [
  { path: '/myClass', element: <ClassesPage /> },
  { path: '/homework', element: <HomeworkPage /> },
  { path: '/homework/write', element: <WriteHomeworkPage /> },
];

export const CLASSES_ROUTES: AreaRoutes = { modules: {}, mobile: BOTH, desktop: BOTH };
