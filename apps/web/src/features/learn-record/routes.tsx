// learn-record = 学习记录: the area's route — the learning record list.
import { lazy } from 'react';
import type { AreaRoute, AreaRoutes } from '../area-routes';

const LearnRecordPage = lazy(() =>
  import('./components/learn-record-page').then((m) => ({ default: m.LearnRecordPage })),
);

const BOTH: readonly AreaRoute[] = [{ path: '/listLearnRecord', element: <LearnRecordPage /> }];

/** 学习记录's route (spec §2 Account; a desktop user view on the same path). */
export const LEARN_RECORD_ROUTES: AreaRoutes = { modules: {}, mobile: BOTH, desktop: BOTH };
