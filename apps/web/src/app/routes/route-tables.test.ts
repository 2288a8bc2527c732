import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Module } from '@yuwen/protocol';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES } from '../../../build/app-chunk';
import { buildRoutes, catchAllPage, ROUTE_TABLES } from './app-routes';
import { AREAS } from './areas';
import { DESKTOP_ROUTES } from './desktop-routes';
import { MAIN_SCREEN, MSKT_MAIN_SCREEN } from './main-screen';
import { MOBILE_ROUTES } from './mobile-routes';
import { focusModules, MODULE_ROUTES, moduleLink, type RouteKind, routeKindOf, sortContextPath } from './module-links';
import { MSKT_ROUTES } from './mskt-routes';
import { flattenRoutePaths, type RouteEntry } from './route-entry';
import { matchSortContext } from './sort-context';

/** The route path a URL lands on in a kind's router ('*' for the catch-all). */
function landing(kind: RouteKind, url: string): string | undefined {
  const matches = matchRoutes(buildRoutes(kind), url) ?? [];
  const last = matches[matches.length - 1];
  if (!last) return undefined;
  return last.route.index ? matches[matches.length - 2]?.route.path : last.route.path;
}

describe('mobile route table', () => {
  it('has every first page the build preloads for (build/app-chunk.ts), whose module is there', () => {
    for (const [address, module] of Object.entries(FIRST_PAGES)) {
      expect(landing('mobile', address), address).not.toBe('*');
      expect(existsSync(resolve(import.meta.dirname, '../..', module)), module).toBe(true);
    }
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
    expect(catchAllPage('mobile', '/hzzy/sortContext/2001/0/x/0')).toBe('sortContext');
    expect(catchAllPage('mobile', '/tbjx/bookVideo/1')).toBe('notFound');
  });

  it("is made of every area's mobile routes", () => {
    const paths = flattenRoutePaths(MOBILE_ROUTES);
    for (const area of AREAS) expect(paths).toEqual(expect.arrayContaining(area.mobile.map((r) => r.path)));
  });
});

describe('mskt route table', () => {
  it('is the mobile table with its own main screen, plus /detail/:moduleId', () => {
    const paths = flattenRoutePaths(MSKT_ROUTES);
    expect(paths).toContain('/detail/:moduleId');
    expect(paths).toContain('/index/user');
    expect(paths).not.toContain('/index/subject');
    expect(MSKT_ROUTES.find((entry) => entry.path === '/index')).toBe(MSKT_MAIN_SCREEN);
    expect(MOBILE_ROUTES.find((entry) => entry.path === '/index')).toBe(MAIN_SCREEN);
    const mobileOnly = flattenRoutePaths(MOBILE_ROUTES).filter((p) => !p.startsWith('/index'));
    expect(paths).toEqual(expect.arrayContaining(mobileOnly));
    expect(landing('mskt', '/detail/2001')).toBe('/detail/:moduleId');
    expect(landing('mobile', '/detail/2001')).toBe('*');
  });
});

describe('desktop route table', () => {
  it('has its own rows, and shows mobile-only pages through the fallback', () => {
    expect(landing('desktop', '/index/subject')).toBe('*');
    expect(catchAllPage('desktop', '/index/subject')).toBe('fallback');
    expect(catchAllPage('desktop', '/jdyy')).toBe('fallback');
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

  it('come from the areas, each module key served by one area', () => {
    const keys = AREAS.flatMap((area) => Object.keys(area.modules));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MODULE_ROUTES).sort()).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['hzzy', 'pyxx', 'jbzy', 'hzcs', 'hzxl', 'bphz', 'zyzd']));
    expect(keys).toEqual(expect.arrayContaining(['jdsd', 'bsdir', 'jdyy', 'tssc', 'wymp', 'tbjx']));
  });

  it('of every served module open a page on every table, never the not-found or catalogue page', () => {
    for (const kind of ['mobile', 'desktop', 'mskt'] as const) {
      for (const key of Object.keys(MODULE_ROUTES)) {
        const url = moduleLink(kind, mod(key)) ?? '';
        const path = url.split('?')[0] ?? '';
        const landed = landing(kind, path);
        expect(landed === '*' ? catchAllPage(kind, path) : 'row', `${kind} ${key} → ${url}`).toMatch(
          /^(row|fallback)$/,
        );
        expect(url, `${kind} ${key}`).not.toContain('sortContext');
      }
    }
  });

  it('leave out the areas no feature serves yet while they hold no categories', () => {
    // A module key no area serves (every area of spec §2 has its feature now).
    for (const key of ['future']) {
      for (const kind of ['mobile', 'desktop', 'mskt'] as const)
        expect(moduleLink(kind, mod(key)), key).toBeUndefined();
    }
  });

  it('open an area no feature serves on its catalogue page once it holds categories', () => {
    const withContent = { ...mod('future', 2999, '新栏目'), has_content: true };
    for (const kind of ['mobile', 'desktop', 'mskt'] as const) {
      const url = moduleLink(kind, withContent) ?? '';
      expect(url).toBe(`/future/sortContext/2999/0/${encodeURIComponent('新栏目')}/0`);
      expect(catchAllPage(kind, url), kind).toBe('sortContext');
    }
  });

  it('fill ids and names, per table', () => {
    expect(moduleLink('mobile', mod('wymp', 2004, '名人名篇'))).toBe(`/wymp/${encodeURIComponent('名人名篇')}/2004`);
    expect(moduleLink('desktop', mod('wymp', 2004, '名人名篇'))).toBe('/wymp');
    expect(moduleLink('mskt', mod('hzzy', 2001))).toBe('/hzzy');
    expect(moduleLink('desktop', mod('pyxx', 821))).toBe('/hzzy?part=pyxx');
    expect(moduleLink('desktop', mod('bsdir', 2031))).toBe('/bsdir');
    expect(moduleLink('desktop', mod('qwsz', 2101))).toBe('/xqjy?part=qwsz');
  });

  it('category links of the catalogue page open the category under its module', () => {
    const url = sortContextPath(mod('tbjx', 2007), { id: 12, name: '一年级' });
    expect(url).toBe(`/tbjx/sortContext/2007/12/${encodeURIComponent('一年级')}/0`);
    expect(landing('mobile', url)).toBe('*');
    expect(matchSortContext(url)).toEqual({ moduleId: 2007, categoryId: '12', titleName: '一年级' });
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
        element: null,
        children: [
          { path: '', element: null },
          { path: 'y', element: null },
        ],
      },
    ];
    expect(flattenRoutePaths(table)).toEqual(['/x', '/x/y']);
  });
});
