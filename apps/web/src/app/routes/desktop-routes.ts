import type { RouteEntry } from './route-entry';

const area = (key: string): RouteEntry => ({ path: `/${key}`, page: 'catalogue', moduleKey: key });

/**
 * The desktop route table of spec §2. /usage is added because the desktop gate lets visitors
 * reach it; sortContext and not-found are matched by the router's catch-all.
 */
export const DESKTOP_ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'root' },
  { path: '/index', page: 'homeTab' },
  ...[
    'hzzy',
    'bphz',
    'bpcy',
    'sxyd',
    'tssc',
    'wymp',
    'zgwh',
    'jdmz',
    'jdsd',
    'bsdir',
    'bpzw',
    'zjkt',
    'tbjx',
    'xqjy',
    'bpyd',
    'kszx',
  ].map(area),
  { path: '/index/jdxa', page: 'jdxaTab' },
  { path: '/index/zdxx', page: 'subjectTab' },
  { path: '/index/ask', page: 'askTab' },
  { path: '/index/user', page: 'userTab' },
  { path: '/developer', page: 'developer' },
  { path: '/wygm', page: 'user', topic: 'wygm' },
  { path: '/gmjl', page: 'user', topic: 'gmjl' },
  { path: '/login', page: 'login' },
  { path: '/login/newUserBind', page: 'loginHelp', topic: 'newUserBind' },
  { path: '/login/unpassword', page: 'loginHelp', topic: 'unpassword' },
  { path: '/login/checkNetwork', page: 'checkNetwork' },
  { path: '/search', page: 'search' },
  { path: '/bosi/manage', page: 'manage' },
  { path: '/tokenLogin/manage', page: 'manage' },
  { path: '/PClogin/:id/:product/:token', page: 'pcLogin' },
  { path: '/usage', page: 'usage' },
];
