import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-state/page-state';
import { ParentCheck } from '../../components/parent-check/parent-check';
import { useModuleTree } from '../../features/catalogue/api/module-tree.api';
import { hasSession, useStoredAccount } from '../../lib/account-store';
import { desktopGate, type GateDecision, type ModuleListState, mobileGate, parentCheckFor } from './gate-rules';

/** A gate around routes (as a layout route) or around one element (children). */
export type RouteGate = (props: { children?: ReactNode }) => ReactNode;

function useModuleListState(): ModuleListState {
  const tree = useModuleTree();
  if (tree.isSuccess) return 'loaded';
  return tree.isError ? 'failed' : 'loading';
}

/** The gate's decision applied; a page a grown-up opens comes after the parent check. */
function apply(decision: GateDecision, pathname: string, children: ReactNode | undefined): ReactNode {
  if (decision === 'redirect') return <Navigate to="/" replace />;
  if (decision === 'loading') return <PageLoading />;
  const page = children ?? <Outlet />;
  const what = parentCheckFor(pathname);
  return what === undefined ? page : <ParentCheck what={what}>{page}</ParentCheck>;
}

/** The mobile login gate (spec §4). */
export function MobileGate({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const account = useStoredAccount();
  const modules = useModuleListState();
  return apply(mobileGate({ pathname, hasToken: account.token !== undefined, modules }), pathname, children);
}

/** The desktop gate (spec §4). */
export function DesktopGate({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const account = useStoredAccount();
  const modules = useModuleListState();
  return apply(desktopGate({ pathname, hasAccount: hasSession(account), modules }), pathname, children);
}
