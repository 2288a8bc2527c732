import type { AskTopic } from '../../features/ask/components/ask-page';
import type { LoginHelpTopic } from '../../features/login/components/login-help-page';
import type { UserTopic } from '../../features/user/components/user-info-page';

/** 经典诵读 (jdsd) views: collections, a collection's poems, one poem; desktop /jdsd shows a poem given ?id. */
export type JdsdView = 'collections' | 'list' | 'content' | 'desktopHome';

/**
 * 汉字字源 (hzzy) pages: the area home, 拼音学习, 字源字典, 基本字. The desktop table has only /hzzy,
 * where the others are /hzzy?part=pyxx|zyzd|jbzy.
 */
export type HzzyView = 'home' | 'pyxx' | 'zyzd' | 'jbzy';

/** Pages that need nothing but their route. */
export type PlainPage =
  | 'root'
  | 'login'
  | 'checkNetwork'
  | 'pcLogin'
  | 'touristIndex'
  | 'touristToBuy'
  | 'buy'
  | 'buyRecord'
  | 'buyInfo'
  | 'learnRecord'
  | 'usage'
  | 'ad'
  | 'search'
  | 'manage'
  | 'developer'
  | 'homeTab'
  | 'subjectTab'
  | 'jdxaTab'
  | 'askTab'
  | 'userTab'
  | 'msktHome';

/**
 * One row of a route table: a path and the page it shows. Catalogue rows name the area their page
 * shows when the path carries no module id; tab screens hold their tabs as children, whose paths
 * are relative ('' for the screen's own path).
 */
export type RouteEntry =
  | { path: string; page: PlainPage }
  | { path: string; page: 'main' | 'msktMain'; children: readonly RouteEntry[] }
  | { path: string; page: 'catalogue'; moduleKey?: string }
  | { path: string; page: 'loginHelp'; topic: LoginHelpTopic }
  | { path: string; page: 'user'; topic: UserTopic }
  | { path: string; page: 'ask'; topic: AskTopic }
  | { path: string; page: 'jdsd'; view: JdsdView }
  | { path: string; page: 'hzzy'; view: HzzyView };

/** Every address of a table, children included (an index child shares its parent's address). */
export function flattenRoutePaths(table: readonly RouteEntry[], base = ''): string[] {
  return table.flatMap((entry) => {
    if (entry.path === '') return [];
    const full = entry.path.startsWith('/') ? entry.path : `${base}/${entry.path}`;
    return 'children' in entry ? [full, ...flattenRoutePaths(entry.children, full)] : [full];
  });
}
