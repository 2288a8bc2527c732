/** Whether the module list has loaded (the mobile gate needs it, spec §4). */
export type ModuleListState = 'loading' | 'loaded' | 'failed';

/** What a gate does with a page: show it, wait, or replace it by /. */
export type GateDecision = 'allow' | 'loading' | 'redirect';

/** Pages the mobile app shows without a token or module list (spec §4). */
export const MOBILE_OPEN_PATHS: readonly string[] = [
  '/',
  '/usage',
  '/wdzl',
  '/tourist_index',
  '/tourist_to_buy',
  '/login',
  '/manage',
  '/tssc2',
];

/** Pages the desktop app shows without a stored account (spec §4). */
export const DESKTOP_OPEN_PATHS: readonly string[] = ['/', '/usage', '/login', '/manage', '/developer'];

/**
 * Pages a grown-up opens (issue 18): buying, the purchase records, account deletion and change, the
 * parent PIN and the weekly report sit behind the parent check; each with what the child is told it is.
 */
export const PARENT_CHECK_PAGES: Readonly<Record<string, string>> = {
  '/wygm': '购买会员',
  '/buy': '购买会员',
  '/gmjl': '查看购买记录',
  '/wdzl/delUser': '注销账号',
  '/wdzl/changeAccount': '更换账号',
  '/wdzl/parentPin': '设置家长密码',
  '/wdzl/weeklyReport': '查看学习报告',
};

/** What the parent check tells a child about `pathname`, or undefined when the page needs no check. */
export function parentCheckFor(pathname: string): string | undefined {
  return PARENT_CHECK_PAGES[normalise(pathname)];
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Is `pathname` one of `open`? Exact matches, plus: /login covers its own steps (new-user bind,
 * forgotten password, network check, pact, buy info), which are all before login; /manage covers
 * the management routes (/bosi/manage, /tokenLogin/manage).
 */
function isOpen(pathname: string, open: readonly string[]): boolean {
  const path = normalise(pathname);
  if (open.includes(path)) return true;
  if (open.includes('/login') && path.startsWith('/login/')) return true;
  return open.includes('/manage') && path.endsWith('/manage');
}

/**
 * The mobile login gate: without a stored token, or without the module list, any page but the
 * open ones is replaced by /. A module list still loading is a wait, not a redirect.
 */
export function mobileGate(input: { pathname: string; hasToken: boolean; modules: ModuleListState }): GateDecision {
  if (isOpen(input.pathname, MOBILE_OPEN_PATHS)) return 'allow';
  if (!input.hasToken) return 'redirect';
  if (input.modules === 'loading') return 'loading';
  return input.modules === 'loaded' ? 'allow' : 'redirect';
}

/**
 * The desktop gate: without a stored account only the open pages (and /PClogin, which is how the
 * PC wrapper signs in). The module list is fetched before content shows.
 */
export function desktopGate(input: { pathname: string; hasAccount: boolean; modules: ModuleListState }): GateDecision {
  const path = normalise(input.pathname);
  if (isOpen(path, DESKTOP_OPEN_PATHS) || path.startsWith('/PClogin/')) return 'allow';
  if (!input.hasAccount) return 'redirect';
  return input.modules === 'loading' ? 'loading' : 'allow';
}
