// usage = 使用说明: the area's route — how to use the app, and the credits of its data.
import { lazy } from 'react';
import { type AreaRoute, type AreaRoutes, useArea } from '../area-routes';

const UsagePage = lazy(() => import('./components/usage-page').then((m) => ({ default: m.UsagePage })));

function UsageRoute() {
  return <UsagePage appName={useArea().identity.appName} />;
}

const BOTH: readonly AreaRoute[] = [{ path: '/usage', element: <UsageRoute /> }];

/** 使用说明's route (spec §2 Main; on desktop too, which the desktop gate opens to visitors). */
export const USAGE_ROUTES: AreaRoutes = { modules: {}, mobile: BOTH, desktop: BOTH };
