import type { RouteEntry } from './route-entry';

const area = (path: string, moduleKey?: string): RouteEntry => ({ path, page: 'catalogue', moduleKey });

/** 同步教学 pages; the same set lives under /tbjx and /jdxa/tbjx (spec §2). */
function tbjxRoutes(prefix: string): RouteEntry[] {
  const withIds = ['bookVideo', 'bookImage', 'bookChant', 'bookStory', 'bookZY', 'bookJA'];
  return [
    area(prefix, 'tbjx'),
    area(`${prefix}/bookIndex`, 'tbjx'),
    area(`${prefix}/bookContent/:moduleId/:categoryId`, 'tbjx'),
    area(`${prefix}/bookContent/:moduleId/:categoryId/:name`, 'tbjx'),
    area(`${prefix}/bookContent/:moduleId/:categoryId/:pName/:name`, 'tbjx'),
    ...withIds.map((page) => area(`${prefix}/${page}/:moduleId/:categoryId`, 'tbjx')),
    area(`${prefix}/bookSZ/:categoryId`, 'tbjx'),
    area(`${prefix}/bookXZ/:categoryId`, 'tbjx'),
    area(`${prefix}/partInfo`, 'tbjx'),
  ];
}

/** The main screen's tabs (/index is non-exact: its tabs are children). */
export const MAIN_TAB_ROUTES: readonly RouteEntry[] = [
  { path: '', page: 'homeTab' },
  { path: 'subject', page: 'subjectTab' },
  { path: 'jdxa', page: 'jdxaTab' },
  { path: 'ask', page: 'askTab' },
  { path: 'user', page: 'userTab' },
];

/**
 * The mobile route table of spec §2, in the spec's order. sortContext (under any prefix) and
 * not-found are matched by the router's catch-all.
 */
export const MOBILE_ROUTES: readonly RouteEntry[] = [
  // Entry and login
  { path: '/', page: 'root' },
  { path: '/login', page: 'login' },
  { path: '/login/newUserBind', page: 'loginHelp', topic: 'newUserBind' },
  { path: '/login/unpassword', page: 'loginHelp', topic: 'unpassword' },
  { path: '/login/checkNetwork', page: 'checkNetwork' },
  { path: '/login/pact/:name', page: 'loginHelp', topic: 'pact' },
  { path: '/login/buy/info', page: 'buyInfo' },
  // Main
  { path: '/index', page: 'main', children: MAIN_TAB_ROUTES },
  { path: '/tourist_index', page: 'touristIndex' },
  { path: '/tourist_to_buy', page: 'touristToBuy' },
  { path: '/usage', page: 'usage' },
  { path: '/ad', page: 'ad' },
  // Account
  { path: '/wdzl', page: 'user', topic: 'wdzl' },
  { path: '/wdzl/changeNickname', page: 'user', topic: 'changeNickname' },
  { path: '/wdzl/changeHeadImg', page: 'user', topic: 'changeHeadImg' },
  { path: '/wdzl/changeAccount', page: 'user', topic: 'changeAccount' },
  { path: '/wdzl/changePassword', page: 'user', topic: 'changePassword' },
  { path: '/wdzl/changeProfiles', page: 'user', topic: 'changeProfiles' },
  { path: '/wdzl/delUser', page: 'user', topic: 'delUser' },
  { path: '/wygm', page: 'buy' },
  { path: '/gmjl', page: 'buyRecord' },
  { path: '/userProtocol', page: 'user', topic: 'userProtocol' },
  { path: '/listLearnRecord', page: 'learnRecord' },
  { path: '/buy', page: 'buy' },
  // Characters
  { path: '/hzzy', page: 'hzzy', view: 'home' },
  { path: '/pyxx', page: 'hzzy', view: 'pyxx' },
  { path: '/hzcs', page: 'hzzy', view: 'hzcs' },
  { path: '/hzcs/hzcsInfo', page: 'hzzy', view: 'hzcsInfo' },
  { path: '/jbzy', page: 'hzzy', view: 'jbzy' },
  { path: '/jbzy/detail', page: 'hzzy', view: 'jbzyDetail' },
  { path: '/jbzy/info', page: 'hzzy', view: 'jbzyInfo' },
  { path: '/jbzy/zjjzy', page: 'hzzy', view: 'zjjzy' },
  { path: '/jbzy/game', page: 'hzzy', view: 'game' },
  { path: '/hzzy/hzxl', page: 'hzzy', view: 'hzxl' },
  { path: '/bphz', page: 'hzzy', view: 'bphz' },
  { path: '/zyzd', page: 'hzzy', view: 'zyzd' },
  // Listening reading
  area('/sxyd', 'sxyd'),
  area('/sxyd/qmdw/:moduleId', 'qmdw'),
  area('/sxyd/sxyd/:moduleId', 'sxyd'),
  // Famous persons
  { path: '/wymp/:name/:moduleId', page: 'wymp' },
  // Recitation
  { path: '/tssc2', page: 'tssc', view: 'standalone' },
  { path: '/tssc', page: 'tssc', view: 'home' },
  { path: '/tssc/book', page: 'tssc', view: 'book' },
  { path: '/tssc/test', page: 'tssc', view: 'test' },
  // Culture
  area('/zgwh', 'zgwh'),
  area('/zgwh/whzd', 'whzd'),
  area('/zgwh/whzdInfo', 'whzd'),
  area('/whzd/:moduleId/:module2Id', 'whzd'),
  area('/zgwh/zgwx', 'zgwx'),
  area('/zgwh/zgwxInfo', 'zgwx'),
  area('/zgwh/rcsh', 'rcsh'),
  area('/zgwh/rcshInfo', 'rcsh'),
  area('/zgwh/zgls', 'zgls'),
  area('/zgwh/zglsInfo', 'zgls'),
  // Idioms
  area('/jdmz/video/:moduleId/:categoryId', 'jdmz'),
  area('/jdmz/:moduleId/:categoryId', 'jdmz'),
  // Poems
  { path: '/jdsd', page: 'jdsd', view: 'collections' },
  { path: '/jdsd/loop', page: 'jdsd', view: 'loop' },
  { path: '/jdsd/bsdir', page: 'jdsd', view: 'list' },
  { path: '/jdsd/content', page: 'jdsd', view: 'content' },
  // Classroom
  area('/zjkt', 'zjkt'),
  area('/zjktDetail', 'zjkt'),
  // Synchronised teaching
  ...tbjxRoutes('/tbjx'),
  ...tbjxRoutes('/jdxa/tbjx'),
  // Writing
  area('/bpzw', 'bpzw'),
  area('/zwnltp', 'zwnltp'),
  area('/zwnltp/zwwbxxf', 'zwnltp'),
  area('/zwnltp/zwwtfl', 'zwnltp'),
  area('/zwnltp/wbxl', 'zwnltp'),
  area('/zwnltp/xzsc', 'zwnltp'),
  area('/xscgfzd', 'xscgfzd'),
  area('/zkgfzd', 'zkgfzd'),
  area('/gkgfzd', 'gkgfzd'),
  area('/zjzwzd', 'zjzwzd'),
  area('/bpzw/info', 'bpzw'),
  area('/bpcy', 'bpcy'),
  // Early education
  area('/xqjy', 'xqjy'),
  area('/xqjy/ycjy', 'ycjy'),
  area('/xqjy/ycjy/detail/:grade/:month/:index', 'ycjy'),
  area('/xqjy/ycjy/bookHTML', 'ycjy'),
  area('/xqjy/ycjy/bookVideo', 'ycjy'),
  area('/xqjy/ycjy/bookImage', 'ycjy'),
  area('/xqjy/ycjy/zyz', 'ycjy'),
  area('/xqjy/ycjy/ja', 'ycjy'),
  area('/xqjy/ycjy/sfk', 'ycjy'),
  area('/xqjy/ycjy/jzcj/:month/:index', 'ycjy'),
  area('/xqjy/ycjy/jzcj/question/:num/:month/:index', 'ycjy'),
  area('/xqjy/zyqm', 'zyqm'),
  area('/xqjy/zyqm/qwsz', 'qwsz'),
  area('/xqjy/zyqm/qwsz/hzwb', 'qwsz'),
  area('/xqjy/zyqm/qwsz/szly/font', 'qwsz'),
  area('/xqjy/zyqm/cyxt/idiom', 'cyxt'),
  area('/xqjy/zyqm/scly', 'scly'),
  area('/xqjy/zyqm/scly/gs', 'scly'),
  area('/xqjy/zyqm/scly/playVideo', 'scly'),
  area('/xqjy/zyqm/gxqm', 'gxqm'),
  // Others
  { path: '/jdxa/bphz/:moduleId', page: 'hzzy', view: 'bphz' },
  area('/jdxa/bpcy/:moduleId', 'bpcy'),
  area('/bpyd', 'bpyd'),
  area('/bpyd/video/:moduleId/:categoryId', 'bpyd'),
  area('/bpyd/text/:moduleId/:categoryId', 'bpyd'),
  area('/bpyd/book/:bookId', 'library'),
  area('/bpyd/search/book', 'library'),
  area('/kszx', 'kszx'),
  area('/kszx/qt/:moduleId', 'kszx'),
  area('/kszx/paper/sort/:remark', 'kszx'),
  area('/kszx/paper/:paperId', 'kszx'),
  { path: '/jdyy', page: 'jdyy', view: 'albums' },
  { path: '/jdyy/albuminfo', page: 'jdyy', view: 'albuminfo' },
  { path: '/jdyy/playing', page: 'jdyy', view: 'playing' },
  { path: '/search', page: 'search' },
  { path: '/search/:type', page: 'search' },
  { path: '/bosi/manage', page: 'manage' },
  { path: '/tokenLogin/manage', page: 'manage' },
  { path: '/ask/add', page: 'ask', topic: 'add' },
  { path: '/ask/info', page: 'ask', topic: 'info' },
  { path: '/ask/myquestion', page: 'ask', topic: 'myquestion' },
];
