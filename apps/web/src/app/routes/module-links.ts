import { MODULE_IDS, type Module, type ResourceCategory } from '@yuwen/protocol';
import type { ModuleRoute } from '../../features/area-routes';
import { locateModule } from '../../features/catalogue/module-tree';
import type { AppIdentity } from '../identity/identity';
import { AREAS } from './areas';

/** Which route table the app runs on. */
export type RouteKind = 'mobile' | 'desktop' | 'mskt';

/** The route table of an identity: desktop by layout, else mskt by variant, else mobile. */
export function routeKindOf(identity: Pick<AppIdentity, 'layout' | 'variant'>): RouteKind {
  if (identity.layout === 'desktop') return 'desktop';
  return identity.variant.key === 'mskt' ? 'mskt' : 'mobile';
}

/**
 * Module key → where it opens, from the areas' own declarations (each key is served by one area).
 * A key no area serves has no link: the home screen, the grids and search leave it out.
 */
export const MODULE_ROUTES: Readonly<Record<string, ModuleRoute>> = Object.fromEntries(
  AREAS.flatMap((area) => Object.entries(area.modules)),
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
 * The catalogue fallback page of a module or one of its categories, reachable on every table (only
 * the fallback page links it):
 * /{key}/sortContext/{moduleId}/{categoryId}/{titleName}/{isBook}.
 */
export function sortContextPath(module: Module, category?: Pick<ResourceCategory, 'id' | 'name'>): string {
  const title = encodeURIComponent(category?.name ?? module.name);
  return `/${module.key}/sortContext/${module.id}/${category?.id ?? 0}/${title}/0`;
}

/**
 * Where a module opens on a table (mskt uses the mobile routes). A module no area serves opens the
 * content kit's catalogue page when it (or a module below it) holds categories; otherwise it has
 * nothing to show and no link.
 */
export function moduleLink(kind: RouteKind, module: Module): string | undefined {
  const route = MODULE_ROUTES[module.key];
  if (!route) return module.has_content ? sortContextPath(module) : undefined;
  return fill(kind === 'desktop' ? (route.desktop ?? route.mobile) : route.mobile, module);
}

/** The modules that have somewhere to go, each with its link; the others are left out (not greyed). */
export function linkedModules(
  modules: readonly Module[],
  link: (module: Module) => string | undefined,
): { module: Module; to: string }[] {
  return modules.flatMap((module) => {
    const to = link(module);
    return to === undefined ? [] : [{ module, to }];
  });
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
