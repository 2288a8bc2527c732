import type { Module } from '@yuwen/protocol';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, ROUTE_TABLES } from './app-routes';
import { DESKTOP_ROUTES } from './desktop-routes';
import { MOBILE_ROUTES } from './mobile-routes';
import {
  DESKTOP_MODULE_PATHS,
  focusModules,
  MOBILE_MODULE_PATHS,
  moduleLink,
  routeKindOf,
  sortContextPath,
} from './module-links';
import { MSKT_ROUTES } from './mskt-routes';
import { flattenRoutePaths, type RouteEntry } from './route-entry';
import { matchSortContext } from './sort-context';

const TBJX = [
  '',
  '/bookIndex',
  '/bookContent/:moduleId/:categoryId',
  '/bookContent/:moduleId/:categoryId/:name',
  '/bookContent/:moduleId/:categoryId/:pName/:name',
  '/bookVideo/:moduleId/:categoryId',
  '/bookImage/:moduleId/:categoryId',
  '/bookChant/:moduleId/:categoryId',
  '/bookStory/:moduleId/:categoryId',
  '/bookZY/:moduleId/:categoryId',
  '/bookJA/:moduleId/:categoryId',
  '/bookSZ/:categoryId',
  '/bookXZ/:categoryId',
  '/partInfo',
];

/** Every path of spec §2's mobile table, written out. */
const SPEC_MOBILE_PATHS = [
  '/',
  '/login',
  '/login/newUserBind',
  '/login/unpassword',
  '/login/checkNetwork',
  '/login/pact/:name',
  '/login/buy/info',
  '/index',
  '/index/subject',
  '/index/jdxa',
  '/index/ask',
  '/index/user',
  '/tourist_index',
  '/tourist_to_buy',
  '/usage',
  '/ad',
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
  '/sxyd',
  '/sxyd/qmdw/:moduleId',
  '/sxyd/sxyd/:moduleId',
  '/wymp/:name/:moduleId',
  '/tssc2',
  '/tssc',
  '/tssc/book',
  '/tssc/test',
  '/zgwh',
  '/zgwh/whzd',
  '/zgwh/whzdInfo',
  '/whzd/:moduleId/:module2Id',
  '/zgwh/zgwx',
  '/zgwh/zgwxInfo',
  '/zgwh/rcsh',
  '/zgwh/rcshInfo',
  '/zgwh/zgls',
  '/zgwh/zglsInfo',
  '/jdmz/video/:moduleId/:categoryId',
  '/jdmz/:moduleId/:categoryId',
  '/jdsd',
  '/jdsd/loop',
  '/jdsd/bsdir',
  '/jdsd/content',
  '/zjkt',
  '/zjktDetail',
  ...TBJX.map((p) => `/tbjx${p}`),
  ...TBJX.map((p) => `/jdxa/tbjx${p}`),
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
  '/xqjy',
  '/xqjy/ycjy',
  '/xqjy/ycjy/detail/:grade/:month/:index',
  '/xqjy/ycjy/bookHTML',
  '/xqjy/ycjy/bookVideo',
  '/xqjy/ycjy/bookImage',
  '/xqjy/ycjy/zyz',
  '/xqjy/ycjy/ja',
  '/xqjy/ycjy/sfk',
  '/xqjy/ycjy/jzcj/:month/:index',
  '/xqjy/ycjy/jzcj/question/:num/:month/:index',
  '/xqjy/zyqm',
  '/xqjy/zyqm/qwsz',
  '/xqjy/zyqm/qwsz/hzwb',
  '/xqjy/zyqm/qwsz/szly/font',
  '/xqjy/zyqm/cyxt/idiom',
  '/xqjy/zyqm/scly',
  '/xqjy/zyqm/scly/gs',
  '/xqjy/zyqm/scly/playVideo',
  '/xqjy/zyqm/gxqm',
  '/jdxa/bphz/:moduleId',
  '/jdxa/bpcy/:moduleId',
  '/bpyd',
  '/bpyd/video/:moduleId/:categoryId',
  '/bpyd/text/:moduleId/:categoryId',
  '/bpyd/book/:bookId',
  '/bpyd/search/book',
  '/kszx',
  '/kszx/qt/:moduleId',
  '/kszx/paper/sort/:remark',
  '/kszx/paper/:paperId',
  '/jdyy',
  '/jdyy/albuminfo',
  '/jdyy/playing',
  '/search',
  '/search/:type',
  '/bosi/manage',
  '/tokenLogin/manage',
  '/ask/add',
  '/ask/info',
  '/ask/myquestion',
];

const SPEC_DESKTOP_PATHS = [
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
  '/PClogin/:id/:product/:token',
];

/** The route path a URL lands on in a kind's router ('*' for the catch-all). */
function landing(kind: 'mobile' | 'desktop' | 'mskt', url: string): string | undefined {
  const matches = matchRoutes(buildRoutes(kind), url) ?? [];
  const last = matches[matches.length - 1];
  if (!last) return undefined;
  return last.route.index ? matches[matches.length - 2]?.route.path : last.route.path;
}

describe('mobile route table', () => {
  const paths = flattenRoutePaths(MOBILE_ROUTES);

  it('has every path of spec §2, each once', () => {
    expect([...paths].sort()).toEqual([...SPEC_MOBILE_PATHS].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('routes real addresses to their rows', () => {
    expect(landing('mobile', '/jdxa/tbjx/bookContent/7/8/第一课')).toBe(
      '/jdxa/tbjx/bookContent/:moduleId/:categoryId/:name',
    );
    expect(landing('mobile', '/index/subject')).toBe('subject');
    expect(landing('mobile', '/index')).toBe('/index');
    expect(landing('mobile', '/xqjy/ycjy/jzcj/question/3/5/1')).toBe('/xqjy/ycjy/jzcj/question/:num/:month/:index');
  });

  it('sends unknown paths, and sortContext under any prefix, to the catch-all', () => {
    for (const url of [
      '/nope',
      '/index/nope',
      '/hzzy/nope/deeper',
      '/tbjx/bookVideo/1',
      '/hzzy/sortContext/2001/0/x/0',
    ]) {
      expect(landing('mobile', url), url).toBe('*');
    }
  });
});

describe('mskt route table', () => {
  it('is the mobile table with its own main screen, plus /detail/:moduleId', () => {
    const paths = flattenRoutePaths(MSKT_ROUTES);
    expect(paths).toContain('/detail/:moduleId');
    expect(paths).toContain('/index/user');
    expect(paths).not.toContain('/index/subject');
    const main = MSKT_ROUTES.find((entry) => entry.path === '/index');
    expect(main?.page).toBe('msktMain');
    const mobileOnly = flattenRoutePaths(MOBILE_ROUTES).filter((p) => !p.startsWith('/index'));
    expect(paths).toEqual(expect.arrayContaining(mobileOnly));
    expect(landing('mskt', '/detail/2001')).toBe('/detail/:moduleId');
    expect(landing('mobile', '/detail/2001')).toBe('*');
  });
});

describe('desktop route table', () => {
  it('has every path of spec §2 (plus /usage, which the desktop gate opens, and the desktop user views)', () => {
    const paths = flattenRoutePaths(DESKTOP_ROUTES);
    // Spec §2 lists the desktop user views without paths; they use the mobile paths.
    const userViews = [
      '/listLearnRecord',
      '/login/pact/:name',
      '/userProtocol',
      '/wdzl',
      ...['changeAccount', 'changeHeadImg', 'changeNickname', 'changePassword', 'changeProfiles', 'delUser'].map(
        (page) => `/wdzl/${page}`,
      ),
    ];
    expect([...paths].sort()).toEqual([...SPEC_DESKTOP_PATHS, '/usage', ...userViews].sort());
    expect(landing('desktop', '/index/subject')).toBe('*');
    expect(landing('desktop', '/PClogin/1/44/tok')).toBe('/PClogin/:id/:product/:token');
  });

  it('is chosen by layout before variant', () => {
    expect(routeKindOf({ layout: 'desktop', variant: { key: 'mskt', name: '' } })).toBe('desktop');
    expect(routeKindOf({ layout: 'mobile', variant: { key: 'mskt', name: '' } })).toBe('mskt');
    expect(routeKindOf({ layout: 'mobile', variant: { key: 'classroom', name: '' } })).toBe('mobile');
    expect(ROUTE_TABLES.desktop).toBe(DESKTOP_ROUTES);
  });
});

describe('sortContext matcher', () => {
  it('recognises .../sortContext/:moduleId/:categoryId/:titleName/:isBook under any prefix', () => {
    expect(matchSortContext('/sortContext/2001/0/%E6%B1%89%E5%AD%97/0')).toEqual({
      moduleId: 2001,
      categoryId: '0',
      titleName: '汉字',
    });
    expect(matchSortContext('/a/b/c/sortContext/5/9/标题/1/')).toEqual({
      moduleId: 5,
      categoryId: '9',
      titleName: '标题',
    });
  });

  it('rejects other shapes', () => {
    expect(matchSortContext('/sortContext/2001/0/x')).toBeNull();
    expect(matchSortContext('/sortContext/abc/0/x/0')).toBeNull();
    expect(matchSortContext('/hzzy/sortContextX/1/0/x/0')).toBeNull();
    expect(matchSortContext('/sortContext/1/0/x/0/extra')).toBeNull();
  });
});

describe('module links', () => {
  const mod = (key: string, id = 2001, name = '名称'): Module => ({ id, pid: '0', name, key, has_content: false });

  it('every mobile module path lands on a mobile row (not the catch-all)', () => {
    for (const key of Object.keys(MOBILE_MODULE_PATHS)) {
      const url = moduleLink('mobile', mod(key));
      expect(landing('mobile', url), `${key} → ${url}`).not.toBe('*');
    }
  });

  it('every desktop module path lands on a desktop row', () => {
    for (const key of Object.keys(DESKTOP_MODULE_PATHS)) {
      expect(landing('desktop', moduleLink('desktop', mod(key))), key).not.toBe('*');
    }
  });

  it('fills ids and names, uses /detail on mskt and sortContext for unknown keys', () => {
    expect(moduleLink('mobile', mod('wymp', 2004, '名人名篇'))).toBe(`/wymp/${encodeURIComponent('名人名篇')}/2004`);
    expect(moduleLink('mobile', mod('jdmz', 2012))).toBe('/jdmz/2012/0');
    expect(moduleLink('mskt', mod('hzzy', 2001))).toBe('/detail/2001');
    const fallback = moduleLink('desktop', mod('pyxx', 821, '拼音学习'));
    expect(fallback).toBe(sortContextPath(mod('pyxx', 821, '拼音学习')));
    expect(matchSortContext(fallback)).toEqual({ moduleId: 821, categoryId: '0', titleName: '拼音学习' });
  });

  it('category links open the category under its module', () => {
    const url = sortContextPath(mod('tssc', 2002), { id: 12, name: '一年级' });
    expect(url).toBe(`/tssc/sortContext/2002/12/${encodeURIComponent('一年级')}/0`);
    expect(landing('mobile', url)).toBe('*');
  });

  it('focuses the main screen on the module the host asked for', () => {
    const tree: Module[] = [
      {
        id: 1,
        pid: '0',
        name: 'A',
        key: 'hzzy',
        has_content: false,
        children: [{ id: 11, pid: '1', name: 'A1', key: 'pyxx', has_content: false }],
      },
      { id: 2, pid: '0', name: 'B', key: 'tssc', has_content: false },
    ];
    expect(focusModules(tree, undefined)).toBe(tree);
    expect(focusModules(tree, 'hzzy').map((m) => m.id)).toEqual([11]);
    expect(focusModules(tree, '2').map((m) => m.id)).toEqual([2]);
    expect(focusModules(tree, 'unknown')).toBe(tree);
  });
});

describe('route entries', () => {
  it('flatten children relative to their parent, the index child sharing its address', () => {
    const table: RouteEntry[] = [
      {
        path: '/x',
        page: 'main',
        children: [
          { path: '', page: 'homeTab' },
          { path: 'y', page: 'userTab' },
        ],
      },
    ];
    expect(flattenRoutePaths(table)).toEqual(['/x', '/x/y']);
  });
});
