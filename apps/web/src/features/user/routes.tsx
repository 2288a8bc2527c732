// user = 我的资料: the area's routes — my data and its pages, the user protocol.
import { lazy } from 'react';
import type { AreaRoute, AreaRoutes } from '../area-routes';
import type { UserTopic } from './components/user-info-page';

const UserInfoPage = lazy(() => import('./components/user-info-page').then((m) => ({ default: m.UserInfoPage })));

const page = (path: string, topic: UserTopic): AreaRoute => ({ path, element: <UserInfoPage topic={topic} /> });

const BOTH: readonly AreaRoute[] = [
  page('/wdzl', 'wdzl'),
  page('/wdzl/changeNickname', 'changeNickname'),
  page('/wdzl/changeHeadImg', 'changeHeadImg'),
  page('/wdzl/changeAccount', 'changeAccount'),
  page('/wdzl/changePassword', 'changePassword'),
  page('/wdzl/changeProfiles', 'changeProfiles'),
  page('/wdzl/delUser', 'delUser'),
  page('/wdzl/parentPin', 'parentPin'),
  page('/wdzl/weeklyReport', 'weeklyReport'),
  page('/userProtocol', 'userProtocol'),
];

/** 我的资料's routes (spec §2 Account; the desktop user views use the same paths). */
export const USER_ROUTES: AreaRoutes = { modules: {}, mobile: BOTH, desktop: BOTH };
