import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { DesktopGate, MobileGate } from '../gates/route-gates';
import { DesktopLayout } from '../layouts/desktop-layout';
import { MobileLayout } from '../layouts/mobile-layout';
import { AreaProvider } from './area-provider';
import { CatalogueView } from './catalogue-routes';
import { DESKTOP_ROUTES } from './desktop-routes';
import { MOBILE_ROUTES } from './mobile-routes';
import type { RouteKind } from './module-links';
import { MSKT_ROUTES } from './mskt-routes';
import { NotFoundPage, RouteErrorPage } from './not-found-page';
import type { RouteEntry } from './route-entry';
import { matchSortContext } from './sort-context';

type Gate = ComponentType<{ children?: ReactNode }>;

/** The route table of each kind. */
export const ROUTE_TABLES: Readonly<Record<RouteKind, readonly RouteEntry[]>> = {
  mobile: MOBILE_ROUTES,
  mskt: MSKT_ROUTES,
  desktop: DESKTOP_ROUTES,
};

function toRouteObject(entry: RouteEntry): RouteObject {
  if (!entry.children) return { path: entry.path, element: entry.element };
  return {
    path: entry.path,
    element: entry.element,
    children: entry.children.map((child) =>
      child.path === '' ? { index: true, element: child.element } : toRouteObject(child),
    ),
  };
}

/** Where a kind looks when its own table has no page for a path. */
const FALLBACK_TABLES: Readonly<Record<RouteKind, readonly RouteEntry[]>> = {
  mobile: [],
  mskt: [],
  desktop: MOBILE_ROUTES,
};

/**
 * What the catch-all shows for a path the kind's table does not name: the catalogue page of a
 * sortContext path under any prefix; else (desktop) a mobile-only page such as /jdyy or a link
 * shared from a phone (/tssc/book?collection=…), in the desktop layout; else not found.
 */
export function catchAllPage(kind: RouteKind, pathname: string): 'sortContext' | 'fallback' | 'notFound' {
  if (matchSortContext(pathname)) return 'sortContext';
  return matchRoutes(FALLBACK_TABLES[kind].map(toRouteObject), pathname) ? 'fallback' : 'notFound';
}

// Both the sortContext page and a fallback page are behind the gate.
function CatchAll({ gate: RouteGate, fallback }: { gate: Gate; fallback: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(fallback);
  const match = matchSortContext(pathname);
  if (match) {
    return (
      <RouteGate>
        <CatalogueView moduleId={match.moduleId} categoryId={match.categoryId} title={match.titleName} />
      </RouteGate>
    );
  }
  return page ? <RouteGate>{page}</RouteGate> : <NotFoundPage />;
}

/** The router's routes for a kind: the areas' context, layout, gate around the table, and the catch-all. */
export function buildRoutes(kind: RouteKind): RouteObject[] {
  const Layout = kind === 'desktop' ? DesktopLayout : MobileLayout;
  const RouteGate = kind === 'desktop' ? DesktopGate : MobileGate;
  return [
    {
      element: (
        <AreaProvider kind={kind}>
          <Layout />
        </AreaProvider>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { element: <RouteGate />, children: ROUTE_TABLES[kind].map(toRouteObject) },
        { path: '*', element: <CatchAll gate={RouteGate} fallback={FALLBACK_TABLES[kind].map(toRouteObject)} /> },
      ],
    },
  ];
}
