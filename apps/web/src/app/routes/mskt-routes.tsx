import { MODULE_IDS } from '@yuwen/protocol';
import { useParams } from 'react-router';
import { ZjktHome } from '../../features/zjkt/routes';
import { MSKT_DETAIL_ROUTE } from './catalogue-routes';
import { MAIN_SCREEN, MSKT_MAIN_SCREEN } from './main-screen';
import { MOBILE_ROUTES } from './mobile-routes';
import type { RouteEntry } from './route-entry';

/** /detail/{moduleId}: 专家课堂's lessons for its module (the variant's own kind of page), else the catalogue page. */
function MsktDetail() {
  const { moduleId } = useParams();
  return Number(moduleId) === MODULE_IDS.zjkt ? <ZjktHome /> : MSKT_DETAIL_ROUTE.element;
}

/** The mskt variant's table: the mobile table with its own main screen, plus /detail/{moduleId}. */
export const MSKT_ROUTES: readonly RouteEntry[] = [
  ...MOBILE_ROUTES.map((entry) => (entry === MAIN_SCREEN ? MSKT_MAIN_SCREEN : entry)),
  { path: MSKT_DETAIL_ROUTE.path, element: <MsktDetail /> },
];
