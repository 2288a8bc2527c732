import { AREAS } from './areas';
import { DESKTOP_CATALOGUE_ROUTES } from './catalogue-routes';
import { DESKTOP_MAIN_ROUTES, ROOT_ROUTE } from './main-screen';
import { MANAGE_ROUTES } from './manage-routes';
import type { RouteEntry } from './route-entry';

/**
 * The desktop route table of spec §2 (plus /usage, which the desktop gate lets visitors reach, and
 * the desktop user views on the mobile paths): the entry and main screen pages, every area's
 * desktop routes, management, and the catalogue fallback of areas with no feature yet. sortContext
 * and not-found are matched by the router's catch-all.
 */
export const DESKTOP_ROUTES: readonly RouteEntry[] = [
  ROOT_ROUTE,
  ...DESKTOP_MAIN_ROUTES,
  ...AREAS.flatMap((area) => area.desktop),
  ...MANAGE_ROUTES,
  ...DESKTOP_CATALOGUE_ROUTES,
];
