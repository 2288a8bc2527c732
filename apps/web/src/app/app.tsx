import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_SHORT_DURATION_MS } from '@yuwen/protocol';
import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
// react-router 8: the browser's RouterProvider (with react-dom's flushSync) lives in react-router/dom.
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from '../components/toast/toast-host';
import { toast } from '../components/toast/toast-store';
import { useModuleTree } from '../features/catalogue/api/module-tree.api';
import { failureMessage } from '../lib/http-transport';
import { registerNavigator } from '../lib/navigation';
import type { AppIdentity } from './identity/identity';
import { IdentityContext } from './identity/identity-context';
import { PwaStatus } from './pwa-status';
import { buildRoutes } from './routes/app-routes';
import { routeKindOf } from './routes/module-links';
import './app.css';

// Loads the module list at start-up for every screen; a failure is told once (spec §8, 1 s).
function ModuleListLoader() {
  const { error } = useModuleTree();
  useEffect(() => {
    if (error) toast.info(failureMessage(error), TOAST_SHORT_DURATION_MS);
  }, [error]);
  return null;
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router of this identity's route table, at the browser's address. */
export function createAppRouter(identity: AppIdentity): AppRouter {
  return createBrowserRouter(buildRoutes(routeKindOf(identity)));
}

/** The whole app: query cache, identity, the router of its route table (createAppRouter), and toasts. */
export function App({
  identity,
  queryClient,
  router,
}: {
  identity: AppIdentity;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  useEffect(() => registerNavigator((path) => void router.navigate(path)), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <IdentityContext.Provider value={identity}>
        <ModuleListLoader />
        <RouterProvider router={router} />
        <ToastHost />
        <PwaStatus />
      </IdentityContext.Provider>
    </QueryClientProvider>
  );
}
