// membership = 会员: the area's routes — buying (我要购买), purchase records, the membership explanations.
import { lazy } from 'react';
import { hasSession } from '../../lib/account-store';
import type { AreaRoutes } from '../area-routes';

const BuyPage = lazy(() => import('./components/buy-page').then((m) => ({ default: m.BuyPage })));
const BuyRecordPage = lazy(() => import('./components/buy-record-page').then((m) => ({ default: m.BuyRecordPage })));
const MembershipInfoPage = lazy(() =>
  import('./components/membership-info-page').then((m) => ({ default: m.MembershipInfoPage })),
);

/** 购买说明: whether the reader is signed in is read when the page opens. */
function BuyInfoRoute() {
  return <MembershipInfoPage title="购买说明" signedIn={hasSession()} />;
}

/** 会员's routes (spec §2 Account: /wygm, /gmjl, /buy; Entry: /login/buy/info; Main: /tourist_to_buy). */
export const MEMBERSHIP_ROUTES: AreaRoutes = {
  modules: {},
  mobile: [
    { path: '/login/buy/info', element: <BuyInfoRoute /> },
    { path: '/tourist_to_buy', element: <MembershipInfoPage title="开通会员" signedIn={false} /> },
    { path: '/wygm', element: <BuyPage recordsTo="/gmjl" /> },
    { path: '/gmjl', element: <BuyRecordPage buyTo="/wygm" /> },
    { path: '/buy', element: <BuyPage recordsTo="/gmjl" /> },
  ],
  desktop: [
    { path: '/wygm', element: <BuyPage recordsTo="/gmjl" /> },
    { path: '/gmjl', element: <BuyRecordPage buyTo="/wygm" /> },
  ],
};
