import type { AskTopic } from '../../features/ask/components/ask-page';
import type { LoginHelpTopic } from '../../features/login/components/login-help-page';
import type { UserTopic } from '../../features/user/components/user-info-page';

/** 经典诵读 (jdsd) views: collections, a collection's poems, one poem; desktop /jdsd shows a poem given ?id. */
export type JdsdView = 'collections' | 'list' | 'content' | 'desktopHome' | 'loop';

/** 经典有声 (jdyy) views: the albums, one album, the playing page. */
export type JdyyView = 'albums' | 'albuminfo' | 'playing';

/**
 * 汉字字源 (hzzy) pages: the area home, 拼音学习, 字源字典, 基本字. The desktop table has only /hzzy,
 * where the others are /hzzy?part=pyxx|zyzd|jbzy.
 */
/** 基本字's character pages: 字详情 (/jbzy/detail), 字形与字源 (/jbzy/info), 组字 (/jbzy/zjjzy). */
export type JbzyCharacterView = 'jbzyDetail' | 'jbzyInfo' | 'zjjzy';

export type HzzyView = 'home' | 'pyxx' | 'zyzd' | 'jbzy' | HzzyTrainingView | JbzyCharacterView;

/** 汉字测试 (and its test page), 汉字训练, 部编汉字 and the matching game; on desktop /hzzy?part=… too (/bphz has its own row). */
export type HzzyTrainingView = 'hzcs' | 'hzcsInfo' | 'hzxl' | 'bphz' | 'game';

/**
 * 唐诗宋词 (tssc) recitation: the collections (`home`, and `standalone` for app hosts on /tssc2),
 * a collection's recitation list or one poem's practice (`book`, by ?collection or ?id); desktop
 * /tssc shows all three by its query.
 */
export type TsscView = 'home' | 'standalone' | 'book' | 'desktopHome' | 'test';

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
  | { path: string; page: 'jdyy'; view: JdyyView }
  | { path: string; page: 'wymp' }
  | { path: string; page: 'hzzy'; view: HzzyView }
  | { path: string; page: 'tssc'; view: TsscView };

/** Every address of a table, children included (an index child shares its parent's address). */
export function flattenRoutePaths(table: readonly RouteEntry[], base = ''): string[] {
  return table.flatMap((entry) => {
    if (entry.path === '') return [];
    const full = entry.path.startsWith('/') ? entry.path : `${base}/${entry.path}`;
    return 'children' in entry ? [full, ...flattenRoutePaths(entry.children, full)] : [full];
  });
}
