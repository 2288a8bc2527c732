import type { Module } from '@yuwen/protocol';
import { type ReactNode, useMemo } from 'react';
import { AreaContext, type AreaContextValue } from '../../features/area-routes';
import { useModuleTree } from '../../features/catalogue/api/module-tree.api';
import { flattenModules } from '../../features/catalogue/module-tree';
import { useIdentity } from '../identity/identity-context';
import { focusModules, moduleLink, type RouteKind } from './module-links';

/** Gives every route of a table what areas need from the app: the table, the identity and the module tree. */
export function AreaProvider({ kind, children }: { kind: RouteKind; children: ReactNode }) {
  const identity = useIdentity();
  const tree = useModuleTree();
  const value = useMemo((): AreaContextValue => {
    const roots = tree.data ?? [];
    const linkToModule = (module: Module) => moduleLink(kind, module);
    return {
      desktop: kind === 'desktop',
      identity: {
        product: identity.product,
        appName: identity.variant.name,
        app: identity.app,
        from: identity.from,
        module: identity.module,
        layout: identity.layout,
      },
      modules: flattenModules(roots),
      areas: focusModules(roots, identity.module).filter((module) => linkToModule(module) !== undefined),
      loading: tree.isPending,
      linkToModule,
    };
  }, [kind, identity, tree.data, tree.isPending]);
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}
