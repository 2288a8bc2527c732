import type { Module, ResourceCategory } from '@yuwen/protocol';
import { lazy } from 'react';
import { useLocation, useParams } from 'react-router';
import { useArea } from '../../features/area-routes';
import { meaningful, toNumber } from '../../lib/stored-value';
import { useIdentity } from '../identity/identity-context';
import { routeKindOf, sortContextPath } from './module-links';
import type { RouteEntry } from './route-entry';

const ModuleOverviewPage = lazy(() =>
  import('../../features/catalogue/components/module-overview-page').then((m) => ({ default: m.ModuleOverviewPage })),
);

function categoryLink(module: Module, category: ResourceCategory): string {
  return sortContextPath(module, category);
}

/**
 * The catalogue fallback page: the categories and child modules of a module no feature serves yet.
 * Nothing outside it links here; inside it, a module with pages opens them, any other its own
 * fallback (/detail on mskt). Keyed by path so each page starts fresh (menu closed, new record).
 */
export function CatalogueView(props: { moduleKey?: string; moduleId?: number; categoryId?: string; title?: string }) {
  const { pathname } = useLocation();
  const { linkToModule } = useArea();
  const mskt = routeKindOf(useIdentity()) === 'mskt';
  const link = (module: Module) => linkToModule(module) ?? (mskt ? `/detail/${module.id}` : sortContextPath(module));
  return <ModuleOverviewPage key={pathname} {...props} linkToModule={link} linkToCategory={categoryLink} />;
}

// The module comes from the path when it carries one (module2Id is the inner module of /whzd).
function CatalogueRoute({ moduleKey }: { moduleKey?: string }) {
  const params = useParams();
  const moduleId = toNumber(meaningful(params.module2Id ?? params.moduleId));
  return (
    <CatalogueView
      moduleKey={moduleId === undefined ? moduleKey : undefined}
      moduleId={moduleId}
      categoryId={meaningful(params.categoryId)}
      title={meaningful(params.name)}
    />
  );
}

const area = (path: string, moduleKey?: string): RouteEntry => ({
  path,
  element: <CatalogueRoute moduleKey={moduleKey} />,
});

/**
 * The mobile paths of spec §2 whose areas have no feature yet: each shows the catalogue fallback
 * page (an area's rows leave this list when its features/<area>/routes.tsx arrives).
 */
export const MOBILE_CATALOGUE_ROUTES: readonly RouteEntry[] = [];

/** The desktop areas of spec §2 with no feature yet, on the catalogue fallback page. */
export const DESKTOP_CATALOGUE_ROUTES: readonly RouteEntry[] = [];

/** The mskt variant's /detail/{moduleId}: a module's catalogue page. */
export const MSKT_DETAIL_ROUTE: RouteEntry = area('/detail/:moduleId');
