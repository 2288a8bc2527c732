import type { Crumb as CategoryCrumb, Module, ResourceCategory } from '@yuwen/protocol';

/** A step of the trail the page shows (the content kit's Breadcrumbs). */
export interface TrailStep {
  label: string;
  to?: string;
}

/** Link builders of the overview page. */
export interface TrailLinks {
  linkToModule: (module: Module) => string;
  linkToCategory: (module: Module, category: ResourceCategory) => string;
}

/** A category of the module as the link builders take it, from its id and name. */
export function asCategory(module: Module, crumb: CategoryCrumb): ResourceCategory {
  return { id: crumb.id, name: crumb.name, pid: '0', module_id: module.id };
}

/**
 * The trail from the module down through a category's breadcrumbs. The server's breadcrumbs list
 * the categories from the top; a first step naming the module itself is not repeated.
 */
export function categoryTrail(module: Module, crumbs: readonly CategoryCrumb[], links: TrailLinks): TrailStep[] {
  const steps = crumbs[0]?.id === module.id && crumbs[0]?.name === module.name ? crumbs.slice(1) : crumbs;
  return [
    { label: module.name, to: links.linkToModule(module) },
    ...steps.map((crumb) => ({ label: crumb.name, to: links.linkToCategory(module, asCategory(module, crumb)) })),
  ];
}

/** The `?item=` of a sortContext address: the item opened over the category, if any. */
export function itemParam(search: URLSearchParams): number | undefined {
  const value = search.get('item');
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
