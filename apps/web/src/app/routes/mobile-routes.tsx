import { AREAS } from './areas';
import { MOBILE_CATALOGUE_ROUTES } from './catalogue-routes';
import { MAIN_SCREEN, ROOT_ROUTE } from './main-screen';
import { MANAGE_ROUTES } from './manage-routes';
import type { RouteEntry } from './route-entry';

/**
 * The mobile route table of spec §2: the entry and main screen, every area's mobile routes, the
 * management routes, and the catalogue fallback of areas with no feature yet. sortContext (under
 * any prefix) and not-found are matched by the router's catch-all.
 */
export const MOBILE_ROUTES: readonly RouteEntry[] = [
  ROOT_ROUTE,
  MAIN_SCREEN,
  ...AREAS.flatMap((area) => area.mobile),
  ...MANAGE_ROUTES,
  ...MOBILE_CATALOGUE_ROUTES,
];
