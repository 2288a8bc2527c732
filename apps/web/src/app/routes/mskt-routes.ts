import { MOBILE_ROUTES } from './mobile-routes';
import type { RouteEntry } from './route-entry';

/** The mskt main screen's tabs: its own home, and the user centre. */
export const MSKT_TAB_ROUTES: readonly RouteEntry[] = [
  { path: '', page: 'msktHome' },
  { path: 'user', page: 'userTab' },
];

/** The mskt variant's table: the mobile table with its own main screen, plus /detail/{moduleId}. */
export const MSKT_ROUTES: readonly RouteEntry[] = [
  ...MOBILE_ROUTES.map(
    (entry): RouteEntry =>
      entry.page === 'main' ? { path: entry.path, page: 'msktMain', children: MSKT_TAB_ROUTES } : entry,
  ),
  { path: '/detail/:moduleId', page: 'catalogue' },
];
