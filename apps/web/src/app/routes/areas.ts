import type { AreaRoutes } from '../../features/area-routes';
import { ASK_ROUTES } from '../../features/ask/routes';
import { BPCY_ROUTES } from '../../features/bpcy/routes';
import { BPYD_ROUTES } from '../../features/bpyd/routes';
import { BPZW_ROUTES } from '../../features/bpzw/routes';
import { CLASSES_ROUTES } from '../../features/classes/routes';
import { DEVELOPER_ROUTES } from '../../features/developer/routes';
import { HOME_ROUTES } from '../../features/home/routes';
import { HZZY_ROUTES } from '../../features/hzzy/routes';
import { JDMZ_ROUTES } from '../../features/jdmz/routes';
import { JDSD_ROUTES } from '../../features/jdsd/routes';
import { JDYY_ROUTES } from '../../features/jdyy/routes';
import { KSZX_ROUTES } from '../../features/kszx/routes';
import { LEARN_RECORD_ROUTES } from '../../features/learn-record/routes';
import { LOGIN_ROUTES } from '../../features/login/routes';
import { MEMBERSHIP_ROUTES } from '../../features/membership/routes';
import { MESSAGES_ROUTES } from '../../features/messages/routes';
import { SEARCH_ROUTES } from '../../features/search/routes';
import { SXYD_ROUTES } from '../../features/sxyd/routes';
import { TBJX_ROUTES } from '../../features/tbjx/routes';
import { TSSC_ROUTES } from '../../features/tssc/routes';
import { USAGE_ROUTES } from '../../features/usage/routes';
import { USER_ROUTES } from '../../features/user/routes';
import { WYMP_ROUTES } from '../../features/wymp/routes';
import { YCJY_ROUTES } from '../../features/ycjy/routes';
import { ZGWH_ROUTES } from '../../features/zgwh/routes';
import { ZJKT_ROUTES } from '../../features/zjkt/routes';
import { ZYQM_ROUTES } from '../../features/zyqm/routes';

/**
 * Every feature area's routes (features/<area>/routes.tsx), one line each: an area is added by its
 * folder and one line here. The route tables and the module links are made from this list.
 */
export const AREAS: readonly AreaRoutes[] = [
  LOGIN_ROUTES,
  HOME_ROUTES,
  MEMBERSHIP_ROUTES,
  USER_ROUTES,
  MESSAGES_ROUTES,
  LEARN_RECORD_ROUTES,
  USAGE_ROUTES,
  DEVELOPER_ROUTES,
  ASK_ROUTES,
  SEARCH_ROUTES,
  HZZY_ROUTES,
  WYMP_ROUTES,
  TSSC_ROUTES,
  JDSD_ROUTES,
  JDYY_ROUTES,
  TBJX_ROUTES,
  BPCY_ROUTES,
  JDMZ_ROUTES,
  BPYD_ROUTES,
  ZGWH_ROUTES,
  ZYQM_ROUTES,
  YCJY_ROUTES,
  SXYD_ROUTES,
  BPZW_ROUTES,
  CLASSES_ROUTES,
  KSZX_ROUTES,
  ZJKT_ROUTES,
];
