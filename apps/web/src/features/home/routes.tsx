// home = 首页: the area's own routes — the visitor's landing page and the ad page (the main screen's
// tabs are composed by the app, app/routes/main-screen.tsx).
import { lazy } from 'react';
import { type AreaRoutes, useArea } from '../area-routes';

const TouristIndexPage = lazy(() =>
  import('./components/tourist-index-page').then((m) => ({ default: m.TouristIndexPage })),
);
const AdPage = lazy(() => import('./components/ad-page').then((m) => ({ default: m.AdPage })));

function TouristIndexRoute() {
  const { areas, loading, identity } = useArea();
  return <TouristIndexPage areas={areas.map((module) => ({ module }))} loading={loading} product={identity.product} />;
}

function AdRoute() {
  return <AdPage appName={useArea().identity.appName} />;
}

/** 首页's routes (spec §2 Main: /tourist_index, /ad). */
export const HOME_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [
    { path: '/tourist_index', element: <TouristIndexRoute /> },
    { path: '/ad', element: <AdRoute /> },
  ],
  desktop: [],
};
