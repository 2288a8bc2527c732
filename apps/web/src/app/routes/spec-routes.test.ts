import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, catchAllPage } from './app-routes';
import { DESKTOP_ROUTES } from './desktop-routes';
import { MOBILE_ROUTES } from './mobile-routes';
import type { RouteKind } from './module-links';
import { MSKT_ROUTES } from './mskt-routes';
import { NotFoundPage } from './not-found-page';
import { flattenRoutePaths } from './route-entry';

// The paths of product spec §2, written as the spec writes them ({param}).

/** The mobile route table. */
const SPEC_MOBILE = [
  // Entry and login
  '/',
  '/login',
  '/login/newUserBind',
  '/login/unpassword',
  '/login/checkNetwork',
  '/login/pact/{name}',
  '/login/buy/info',
  // Main (/index is non-exact: its tabs)
  '/index',
  '/index/subject',
  '/index/jdxa',
  '/index/ask',
  '/index/user',
  '/tourist_index',
  '/tourist_to_buy',
  '/usage',
  '/ad',
  // Ours (issue 17; the spec names no path): 我的班级 and 我的作业, the same on desktop
  '/myClass',
  '/homework',
  // Ours (issue 17): writing a homework's characters, and a teacher marking 写话 answers
  '/homework/write',
  '/kszx/writing',
  // Ours (issue 17, the spec's "push message" key): 我的消息, the same on desktop
  '/user/messages',
  // Ours (issues 17/18): the parents' weekly report and the parent PIN, behind the parent check
  '/wdzl/weeklyReport',
  '/wdzl/parentPin',
  // Account
  '/wdzl',
  '/wdzl/changeNickname',
  '/wdzl/changeHeadImg',
  '/wdzl/changeAccount',
  '/wdzl/changePassword',
  '/wdzl/changeProfiles',
  '/wdzl/delUser',
  '/wygm',
  '/gmjl',
  '/userProtocol',
  '/listLearnRecord',
  '/buy',
  // Characters
  '/hzzy',
  '/pyxx',
  '/hzcs',
  '/hzcs/hzcsInfo',
  '/jbzy',
  '/jbzy/detail',
  '/jbzy/info',
  '/jbzy/zjjzy',
  '/jbzy/game',
  '/hzzy/hzxl',
  '/bphz',
  '/zyzd',
  // Listening reading
  '/sxyd',
  '/sxyd/qmdw/{moduleId}',
  '/sxyd/sxyd/{moduleId}',
  // Famous persons
  '/wymp/{name}/{moduleId}',
  // Recitation
  '/tssc2',
  '/tssc',
  '/tssc/book',
  '/tssc/test',
  // Culture
  '/zgwh',
  '/zgwh/whzd',
  '/zgwh/whzdInfo',
  '/whzd/{moduleId}/{module2Id}',
  '/zgwh/zgwx',
  '/zgwh/zgwxInfo',
  '/zgwh/rcsh',
  '/zgwh/rcshInfo',
  '/zgwh/zgls',
  '/zgwh/zglsInfo',
  // Idioms
  '/jdmz/video/{moduleId}/{categoryId}',
  '/jdmz/{moduleId}/{categoryId}',
  // Poems
  '/jdsd',
  '/jdsd/loop',
  '/jdsd/bsdir',
  '/jdsd/content',
  // Classroom
  '/zjkt',
  '/zjktDetail',
  // Synchronised teaching, and the same set under /jdxa/tbjx
  '/tbjx',
  '/tbjx/bookIndex',
  '/tbjx/bookContent/{moduleId}/{categoryId}',
  '/tbjx/bookContent/{moduleId}/{categoryId}/{name}',
  '/tbjx/bookContent/{moduleId}/{categoryId}/{pName}/{name}',
  '/tbjx/bookVideo/{moduleId}/{categoryId}',
  '/tbjx/bookImage/{moduleId}/{categoryId}',
  '/tbjx/bookChant/{moduleId}/{categoryId}',
  '/tbjx/bookStory/{moduleId}/{categoryId}',
  '/tbjx/bookZY/{moduleId}/{categoryId}',
  '/tbjx/bookJA/{moduleId}/{categoryId}',
  '/tbjx/bookSZ/{categoryId}',
  '/tbjx/bookXZ/{categoryId}',
  '/tbjx/partInfo',
  '/jdxa/tbjx',
  '/jdxa/tbjx/bookIndex',
  '/jdxa/tbjx/bookContent/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookContent/{moduleId}/{categoryId}/{name}',
  '/jdxa/tbjx/bookContent/{moduleId}/{categoryId}/{pName}/{name}',
  '/jdxa/tbjx/bookVideo/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookImage/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookChant/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookStory/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookZY/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookJA/{moduleId}/{categoryId}',
  '/jdxa/tbjx/bookSZ/{categoryId}',
  '/jdxa/tbjx/bookXZ/{categoryId}',
  '/jdxa/tbjx/partInfo',
  // Writing
  '/bpzw',
  '/zwnltp',
  '/zwnltp/zwwbxxf',
  '/zwnltp/zwwtfl',
  '/zwnltp/wbxl',
  '/zwnltp/xzsc',
  '/xscgfzd',
  '/zkgfzd',
  '/gkgfzd',
  '/zjzwzd',
  '/bpzw/info',
  '/bpcy',
  // Early education
  '/xqjy',
  '/xqjy/ycjy',
  '/xqjy/ycjy/detail/{grade}/{month}/{index}',
  '/xqjy/ycjy/bookHTML',
  '/xqjy/ycjy/bookVideo',
  '/xqjy/ycjy/bookImage',
  '/xqjy/ycjy/zyz',
  '/xqjy/ycjy/ja',
  '/xqjy/ycjy/sfk',
  '/xqjy/ycjy/jzcj/{month}/{index}',
  '/xqjy/ycjy/jzcj/question/{num}/{month}/{index}',
  '/xqjy/zyqm',
  '/xqjy/zyqm/qwsz',
  '/xqjy/zyqm/qwsz/hzwb',
  '/xqjy/zyqm/qwsz/szly/font',
  '/xqjy/zyqm/cyxt/idiom',
  '/xqjy/zyqm/scly',
  '/xqjy/zyqm/scly/gs',
  '/xqjy/zyqm/scly/playVideo',
  '/xqjy/zyqm/gxqm',
  // Others
  '/jdxa/bphz/{moduleId}',
  '/jdxa/bpcy/{moduleId}',
  '/bpyd',
  '/bpyd/video/{moduleId}/{categoryId}',
  '/bpyd/text/{moduleId}/{categoryId}',
  '/bpyd/book/{bookId}',
  '/bpyd/search/book',
  '/kszx',
  '/kszx/qt/{moduleId}',
  '/kszx/paper/sort/{remark}',
  '/kszx/paper/{paperId}',
  '/jdyy',
  '/jdyy/albuminfo',
  '/jdyy/playing',
  '/search',
  '/search/{type}',
  '/bosi/manage',
  '/tokenLogin/manage',
  '/ask/add',
  '/ask/info',
  '/ask/myquestion',
];

/** The desktop route table. */
const SPEC_DESKTOP = [
  '/',
  '/index',
  '/hzzy',
  '/bphz',
  '/bpcy',
  '/sxyd',
  '/tssc',
  '/wymp',
  '/zgwh',
  '/jdmz',
  '/jdsd',
  '/bsdir',
  '/bpzw',
  '/zjkt',
  '/tbjx',
  '/xqjy',
  '/bpyd',
  '/kszx',
  '/index/jdxa',
  '/index/zdxx',
  '/index/ask',
  '/index/user',
  '/developer',
  '/wygm',
  '/gmjl',
  '/login',
  '/login/newUserBind',
  '/login/unpassword',
  '/login/checkNetwork',
  '/search',
  '/bosi/manage',
  '/tokenLogin/manage',
  '/PClogin/{id}/{product}/{token}',
];

/** The desktop user views, which spec §2 lists without paths: they use the mobile ones. */
const DESKTOP_USER_VIEWS = [
  '/homework',
  '/homework/write',
  '/kszx/writing',
  '/listLearnRecord',
  '/login/pact/{name}',
  '/myClass',
  '/user/messages',
  '/userProtocol',
  '/wdzl',
  '/wdzl/changeAccount',
  '/wdzl/changeHeadImg',
  '/wdzl/changeNickname',
  '/wdzl/changePassword',
  '/wdzl/changeProfiles',
  '/wdzl/delUser',
  '/wdzl/parentPin',
  '/wdzl/weeklyReport',
];

/** The mskt variant: the mobile table with its own main screen (home and 我的), plus /detail/{moduleId}. */
const SPEC_MSKT = [
  ...SPEC_MOBILE.filter((path) => !path.startsWith('/index')),
  '/index',
  '/index/user',
  '/detail/{moduleId}',
];

/** sortContext under any prefix (or none), on every table. */
const SPEC_SORT_CONTEXT = [
  '/sortContext/{moduleId}/{categoryId}/{titleName}/{isBook}',
  '/tbjx/bookIndex/sortContext/{moduleId}/{categoryId}/{titleName}/{isBook}',
  '/bpcy/sortContext/{moduleId}/{categoryId}/{titleName}/{isBook}',
];

const SAMPLES: Readonly<Record<string, string>> = {
  moduleId: '2001',
  module2Id: '2111',
  categoryId: '12',
  name: encodeURIComponent('第一课'),
  pName: encodeURIComponent('第一单元'),
  titleName: encodeURIComponent('一年级上册'),
  isBook: '1',
  grade: '1',
  month: '9',
  index: '2',
  num: '3',
  bookId: '7',
  remark: 'mid',
  paperId: '5',
  type: 'poem',
  id: '5',
  product: '44',
  token: 'tok',
};

/** A spec path in the route tables' notation. */
const asRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A spec path with sample values for its parameters. */
const asUrl = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLES[name] ?? '1');

/** What a URL shows in a kind's router: 'page' (a row of the table), or the catch-all's decision. */
function resolve(kind: RouteKind, url: string): string {
  const matches = matchRoutes(buildRoutes(kind), url) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  if (!leaf) return 'nothing';
  if (leaf.path === '*') return catchAllPage(kind, url);
  if (!isValidElement(leaf.element)) return 'no element';
  return leaf.element.type === NotFoundPage ? 'notFound' : 'page';
}

describe('product spec §2 paths', () => {
  it('are exactly the rows of the mobile, desktop and mskt tables, each once', () => {
    const mobile = flattenRoutePaths(MOBILE_ROUTES);
    expect([...mobile].sort()).toEqual(SPEC_MOBILE.map(asRoute).sort());
    expect(new Set(mobile).size).toBe(mobile.length);
    // The desktop table adds /usage, which the desktop gate opens to visitors.
    const desktop = flattenRoutePaths(DESKTOP_ROUTES);
    expect([...desktop].sort()).toEqual([...SPEC_DESKTOP, ...DESKTOP_USER_VIEWS, '/usage'].map(asRoute).sort());
    expect(new Set(desktop).size).toBe(desktop.length);
    expect([...flattenRoutePaths(MSKT_ROUTES)].sort()).toEqual(SPEC_MSKT.map(asRoute).sort());
  });

  it.each([
    ['mobile', [...SPEC_MOBILE, ...SPEC_SORT_CONTEXT]],
    ['desktop', [...SPEC_DESKTOP, ...DESKTOP_USER_VIEWS, ...SPEC_SORT_CONTEXT]],
    ['mskt', [...SPEC_MSKT, ...SPEC_SORT_CONTEXT]],
  ] as const)('each resolves on the %s table to a page, not the not-found page', (kind, paths) => {
    for (const path of paths) {
      const url = asUrl(path);
      expect(resolve(kind, url), `${kind} ${url}`).toMatch(/^(page|sortContext)$/);
    }
  });

  it('and a path of no table is not found', () => {
    for (const kind of ['mobile', 'desktop', 'mskt'] as const) {
      expect(resolve(kind, '/no/such/page')).toBe('notFound');
    }
  });
});
