// login = 登录: the area's routes — the login page, its help pages, the network check, the desktop token login.
import { lazy } from 'react';
import { type AreaRoute, type AreaRoutes, useArea } from '../area-routes';

const LoginPage = lazy(() => import('./components/login-page').then((m) => ({ default: m.LoginPage })));
const LoginHelpPage = lazy(() => import('./components/login-help-page').then((m) => ({ default: m.LoginHelpPage })));
const CheckNetworkPage = lazy(() =>
  import('./components/check-network-page').then((m) => ({ default: m.CheckNetworkPage })),
);
const PcLoginPage = lazy(() => import('./components/pc-login-page').then((m) => ({ default: m.PcLoginPage })));

/** The login page of this run (the app's `/` shows it too); activation codes lead to 购买说明 on mobile. */
export function LoginRoute() {
  const { desktop, identity } = useArea();
  return (
    <LoginPage
      product={identity.product}
      appName={identity.appName}
      activationTo={desktop ? undefined : '/login/buy/info'}
    />
  );
}

function LoginHelpRoute({ topic }: { topic: 'newUserBind' | 'unpassword' | 'pact' }) {
  return <LoginHelpPage topic={topic} product={useArea().identity.product} />;
}

const BOTH: readonly AreaRoute[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/login/newUserBind', element: <LoginHelpRoute topic="newUserBind" /> },
  { path: '/login/unpassword', element: <LoginHelpRoute topic="unpassword" /> },
  { path: '/login/checkNetwork', element: <CheckNetworkPage /> },
  { path: '/login/pact/:name', element: <LoginHelpRoute topic="pact" /> },
];

/** 登录's routes (spec §2 Entry and login; desktop /login … and /PClogin/{id}/{product}/{token}). */
export const LOGIN_ROUTES: AreaRoutes = {
  modules: {},
  mobile: BOTH,
  desktop: [...BOTH, { path: '/PClogin/:id/:product/:token', element: <PcLoginPage /> }],
};
