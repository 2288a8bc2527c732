import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-state/page-state';
import { useModuleTree } from '../../features/catalogue/api/module-tree.api';
import { hasSession, useStoredAccount } from '../../lib/account-store';
import { desktopGate, type GateDecision, type ModuleListState, mobileGate } from './gate-rules';

/** A gate around routes (as a layout route) or around one element (children). */
export type RouteGate = (props: { children?: ReactNode }) => ReactNode;

function useModuleListState(): ModuleListState {
  const tree = useModuleTree();
  if (tree.isSuccess) return 'loaded';
  return tree.isError ? 'failed' : 'loading';
}

function apply(decision: GateDecision, children: ReactNode | undefined): ReactNode {
  if (decision === 'redirect') return <Navigate to="/" replace />;
  if (decision === 'loading') return <PageLoading />;
  return children ?? <Outlet />;
}

/** The mobile login gate (spec §4). */
export function MobileGate({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const account = useStoredAccount();
  const modules = useModuleListState();
  return apply(mobileGate({ pathname, hasToken: account.token !== undefined, modules }), children);
}

/** The desktop gate (spec §4). */
export function DesktopGate({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const account = useStoredAccount();
  const modules = useModuleListState();
  return apply(desktopGate({ pathname, hasAccount: hasSession(account), modules }), children);
}
