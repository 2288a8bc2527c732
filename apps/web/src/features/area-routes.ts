// The contract between the app and each feature area's routes: every `features/<area>/routes.tsx`
// exports one AreaRoutes, and app/routes/areas.ts lists them, one line each. This file is the only
// one outside its own folder a feature may import; it imports nothing from features/ or app/.
import type { Module } from '@yuwen/protocol';
import { createContext, type ReactNode, useContext } from 'react';

/** One route of an area: a path of a route table and its page (a lazy page, so its own chunk). */
export interface AreaRoute {
  path: string;
  element: ReactNode;
}

/**
 * Where a module opens: its route on the mobile table (mskt too), and on the desktop table when that
 * differs. `:id` and `:name` are filled from the module.
 */
export interface ModuleRoute {
  mobile: string;
  desktop?: string;
}

/** An area's routes on the mobile and desktop tables, and the module keys whose pages it owns. */
export interface AreaRoutes {
  /** The module keys this area serves, each with where it opens; home tiles and grids link only these. */
  modules: Readonly<Record<string, ModuleRoute>>;
  mobile: readonly AreaRoute[];
  desktop: readonly AreaRoute[];
}

/** Who the app is this run (spec §1), as pages need it. */
export interface AreaIdentity {
  product: number;
  /** The variant's display name. */
  appName: string;
  app?: string;
  from?: string;
  module?: string;
  layout: 'mobile' | 'desktop';
}

/** What the app tells an area's routes: the table, the identity and the module tree. */
export interface AreaContextValue {
  /** The desktop route table is running (links use the desktop addresses). */
  desktop: boolean;
  identity: AreaIdentity;
  /** Every module of the tree, parents before their children (empty until loaded). */
  modules: readonly Module[];
  /** The main screen's areas that have pages (the host's focus module applied). */
  areas: readonly Module[];
  loading: boolean;
  /** Where a module opens on this table; undefined for a module no area serves (not linked). */
  linkToModule: (module: Module) => string | undefined;
}

/** Provided by the app around every route. */
export const AreaContext = createContext<AreaContextValue | null>(null);

/** The app's context of the current route table. */
export function useArea(): AreaContextValue {
  const value = useContext(AreaContext);
  if (!value) throw new Error('useArea outside the app routes');
  return value;
}

/** The module with this key, once the tree has loaded. */
export function useAreaModule(key: string): Module | undefined {
  return useArea().modules.find((module) => module.key === key);
}
