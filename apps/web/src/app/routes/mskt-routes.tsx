import { MSKT_DETAIL_ROUTE } from './catalogue-routes';
import { MAIN_SCREEN, MSKT_MAIN_SCREEN } from './main-screen';
import { MOBILE_ROUTES } from './mobile-routes';
import type { RouteEntry } from './route-entry';

/** The mskt variant's table: the mobile table with its own main screen, plus /detail/{moduleId}. */
export const MSKT_ROUTES: readonly RouteEntry[] = [
  ...MOBILE_ROUTES.map((entry) => (entry === MAIN_SCREEN ? MSKT_MAIN_SCREEN : entry)),
  MSKT_DETAIL_ROUTE,
];
