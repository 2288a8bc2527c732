import type { RouteEntry } from './route-entry';

const area = (key: string): RouteEntry => ({ path: `/${key}`, page: 'catalogue', moduleKey: key });

/**
 * The desktop route table of spec §2. /usage is added because the desktop gate lets visitors
 * reach it; sortContext and not-found are matched by the router's catch-all.
 */
export const DESKTOP_ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'root' },
  { path: '/index', page: 'homeTab' },
  { path: '/hzzy', page: 'hzzy', view: 'home' },
  { path: '/bphz', page: 'hzzy', view: 'bphz' },
  ...['bpcy', 'sxyd', 'zgwh', 'jdmz', 'bpzw', 'zjkt', 'tbjx', 'xqjy', 'bpyd', 'kszx'].map(area),
  { path: '/wymp', page: 'wymp' },
  { path: '/tssc', page: 'tssc', view: 'desktopHome' },
  { path: '/jdsd', page: 'jdsd', view: 'desktopHome' },
  { path: '/bsdir', page: 'jdsd', view: 'list' },
  { path: '/index/jdxa', page: 'jdxaTab' },
  { path: '/index/zdxx', page: 'subjectTab' },
  { path: '/index/ask', page: 'askTab' },
  { path: '/index/user', page: 'userTab' },
  { path: '/developer', page: 'developer' },
  { path: '/wygm', page: 'buy' },
  { path: '/gmjl', page: 'buyRecord' },
  // Desktop user view (spec §2): the learn record list.
  { path: '/listLearnRecord', page: 'learnRecord' },
  { path: '/login', page: 'login' },
  { path: '/login/newUserBind', page: 'loginHelp', topic: 'newUserBind' },
  { path: '/login/unpassword', page: 'loginHelp', topic: 'unpassword' },
  { path: '/login/checkNetwork', page: 'checkNetwork' },
  { path: '/login/pact/:name', page: 'loginHelp', topic: 'pact' },
  // Desktop user views (spec §2): my data and its pages, the user protocol.
  { path: '/wdzl', page: 'user', topic: 'wdzl' },
  { path: '/wdzl/changeNickname', page: 'user', topic: 'changeNickname' },
  { path: '/wdzl/changeHeadImg', page: 'user', topic: 'changeHeadImg' },
  { path: '/wdzl/changeAccount', page: 'user', topic: 'changeAccount' },
  { path: '/wdzl/changePassword', page: 'user', topic: 'changePassword' },
  { path: '/wdzl/changeProfiles', page: 'user', topic: 'changeProfiles' },
  { path: '/wdzl/delUser', page: 'user', topic: 'delUser' },
  { path: '/userProtocol', page: 'user', topic: 'userProtocol' },
  { path: '/search', page: 'search' },
  { path: '/bosi/manage', page: 'manage' },
  { path: '/tokenLogin/manage', page: 'manage' },
  { path: '/PClogin/:id/:product/:token', page: 'pcLogin' },
  { path: '/usage', page: 'usage' },
];
