import { lazy } from 'react';
import { useLocation } from 'react-router';
import type { RouteEntry } from './route-entry';

// Management combines two features (login's token gate, manage's page), so its routes are the app's.
const ManagePage = lazy(() =>
  import('../../features/manage/components/manage-page').then((m) => ({ default: m.ManagePage })),
);
const TokenLoginGate = lazy(() =>
  import('../../features/login/components/token-login-gate').then((m) => ({ default: m.TokenLoginGate })),
);

/** Management: /tokenLogin/manage first signs in with the session handed over in its query. */
function ManageRoute() {
  const { pathname } = useLocation();
  if (pathname !== '/tokenLogin/manage') return <ManagePage />;
  return (
    <TokenLoginGate>
      <ManagePage />
    </TokenLoginGate>
  );
}

/** The management routes (spec §2, on both tables). */
export const MANAGE_ROUTES: readonly RouteEntry[] = [
  { path: '/bosi/manage', element: <ManageRoute /> },
  { path: '/tokenLogin/manage', element: <ManageRoute /> },
];
