import { MODULE_IDS, type Module, type ResourceCategory } from '@yuwen/protocol';
import { locateModule } from '../../features/catalogue/module-tree';
import type { AppIdentity } from '../identity/identity';

/** Which route table the app runs on. */
export type RouteKind = 'mobile' | 'desktop' | 'mskt';

/** The route table of an identity: desktop by layout, else mskt by variant, else mobile. */
export function routeKindOf(identity: Pick<AppIdentity, 'layout' | 'variant'>): RouteKind {
  if (identity.layout === 'desktop') return 'desktop';
  return identity.variant.key === 'mskt' ? 'mskt' : 'mobile';
}

/** Module key → mobile route; `:id` and `:name` are filled from the module. */
export const MOBILE_MODULE_PATHS: Readonly<Record<string, string>> = {
  hzzy: '/hzzy',
  pyxx: '/pyxx',
  jbzy: '/jbzy',
  hzcs: '/hzcs',
  hzxl: '/hzzy/hzxl',
  bphz: '/bphz',
  zyzd: '/zyzd',
  tssc: '/tssc',
  jdsd: '/jdsd',
  bsdir: '/jdsd/bsdir',
  wymp: '/wymp/:name/:id',
  jdmz: '/jdmz/:id/0',
  jdyy: '/jdyy',
  bpyd: '/bpyd',
  library: '/bpyd/search/book',
  bpcy: '/bpcy',
  bpzw: '/bpzw',
  zwnltp: '/zwnltp',
  xscgfzd: '/xscgfzd',
  zkgfzd: '/zkgfzd',
  gkgfzd: '/gkgfzd',
  zjzwzd: '/zjzwzd',
  tbjx: '/tbjx',
  zjkt: '/zjkt',
  kszx: '/kszx',
  sxyd: '/sxyd',
  qmdw: '/sxyd/qmdw/:id',
  zgwh: '/zgwh',
  whzd: '/zgwh/whzd',
  zgwx: '/zgwh/zgwx',
  rcsh: '/zgwh/rcsh',
  zgls: '/zgwh/zgls',
  xqjy: '/xqjy',
  ycjy: '/xqjy/ycjy',
  zyqm: '/xqjy/zyqm',
  qwsz: '/xqjy/zyqm/qwsz',
  cyxt: '/xqjy/zyqm/cyxt/idiom',
  scly: '/xqjy/zyqm/scly',
  gxqm: '/xqjy/zyqm/gxqm',
};

/** Module key → desktop route (the desktop table has the areas only). */
export const DESKTOP_MODULE_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  [
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
  ].map((key) => [key, `/${key}`]),
);

/** The 精品学案 tab's plans and where each opens (spec §2: under /jdxa on mobile; the areas on desktop). */
export const JDXA_PATHS: Readonly<Record<'mobile' | 'desktop', Readonly<Record<'tbjx' | 'bphz' | 'bpcy', string>>>> = {
  mobile: {
    tbjx: '/jdxa/tbjx/bookIndex',
    bphz: `/jdxa/bphz/${MODULE_IDS.hzzy_bphz}`,
    bpcy: `/jdxa/bpcy/${MODULE_IDS.bpcy}`,
  },
  desktop: { tbjx: '/tbjx', bphz: '/bphz', bpcy: '/bpcy' },
};

function fill(pattern: string, module: Module): string {
  return pattern.replace(':id', String(module.id)).replace(':name', encodeURIComponent(module.name));
}

/**
 * The generic overview of a module or one of its categories, reachable on every table:
 * /{key}/sortContext/{moduleId}/{categoryId}/{titleName}/{isBook}.
 */
export function sortContextPath(module: Module, category?: Pick<ResourceCategory, 'id' | 'name'>): string {
  const title = encodeURIComponent(category?.name ?? module.name);
  return `/${module.key}/sortContext/${module.id}/${category?.id ?? 0}/${title}/0`;
}

/** Where a module opens on a table: its own route, /detail on mskt, else its sortContext overview. */
export function moduleLink(kind: RouteKind, module: Module): string {
  if (kind === 'mskt') return `/detail/${module.id}`;
  const pattern = (kind === 'desktop' ? DESKTOP_MODULE_PATHS : MOBILE_MODULE_PATHS)[module.key];
  return pattern ? fill(pattern, module) : sortContextPath(module);
}

/**
 * The areas of the main screen. A host that opened the app on one module (identity `module`, an
 * id or a key) gets that module's children (or the module itself); unknown values are ignored.
 */
export function focusModules(roots: readonly Module[], focus: string | undefined): readonly Module[] {
  if (focus === undefined) return roots;
  const found = locateModule(roots, /^\d+$/.test(focus) ? { id: Number(focus) } : { key: focus });
  if (!found) return roots;
  const children = found.module.children ?? [];
  return children.length > 0 ? children : [found.module];
}
