// developer = 开发者: the area's route — facts about this run and the layout switch (desktop table).
import { lazy } from 'react';
import { type AreaRoutes, useArea } from '../area-routes';

const DeveloperPage = lazy(() => import('./components/developer-page').then((m) => ({ default: m.DeveloperPage })));

function DeveloperRoute() {
  const { identity } = useArea();
  return (
    <DeveloperPage
      info={{
        variantName: identity.appName,
        app: identity.app,
        from: identity.from,
        product: identity.product,
        module: identity.module,
        layout: identity.layout,
      }}
    />
  );
}

/** 开发者's route (spec §2 desktop /developer). */
export const DEVELOPER_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [],
  desktop: [{ path: '/developer', element: <DeveloperRoute /> }],
};
