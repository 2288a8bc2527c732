import type { JdmzCategoryImport, KnownIdiom } from '@yuwen/db';

/** How many idioms a themed group lists at most. */
export const GROUP_SIZE = 60;

/** A themed group: its key, its name and which idioms belong. */
export interface GroupRule {
  key: string;
  name: string;
  holds: (idiom: string) => boolean;
}

const holdsAny = (chars: string) => {
  const set = new Set(chars);
  return (idiom: string) => Array.from(idiom).some((char) => set.has(char));
};

/** The themes: an idiom belongs when it holds one of the theme's characters. */
export const THEME_GROUPS: readonly GroupRule[] = [
  { key: 'theme:numbers', name: '数字成语', holds: holdsAny('一二三四五六七八九十百千万两双半') },
  {
    key: 'theme:animals',
    name: '动物成语',
    holds: holdsAny('马牛羊鸡犬狗猪鼠虎兔龙蛇猴鱼鸟鹤燕雀鸭鹅狼狐熊象蛙蚕蝶蜂鹿猫凤鹰鸦驴蚁龟蝉雁鸿'),
  },
  { key: 'theme:colours', name: '颜色成语', holds: holdsAny('红黄绿青蓝紫白黑赤碧翠彩') },
  { key: 'theme:weather', name: '季节和天气成语', holds: holdsAny('春夏秋冬风雨雪雷电云霜雾晴') },
  { key: 'theme:body', name: '身体成语', holds: holdsAny('头手脚足口眼目耳鼻面脸牙齿舌肩腰腿眉发唇掌指骨') },
];

/** Four characters: the pattern letters (A, B, C, D), one per position by first appearance. */
function pattern(idiom: string): string {
  const chars = Array.from(idiom);
  if (chars.length !== 4) return '';
  const letters = new Map<string, string>();
  return chars.map((char) => letters.get(char) ?? letters.set(char, 'ABCD'[letters.size] ?? '').get(char)).join('');
}

/** The forms the textbook exercises ask for. */
export const FORM_GROUPS: readonly GroupRule[] = ['AABB', 'ABAB', 'ABAC', 'ABCC'].map((form) => ({
  key: `form:${form}`,
  name: `${form}式成语`,
  holds: (idiom: string) => pattern(idiom) === form,
}));

/**
 * A group's idioms: the known ones it holds, best known first (stories, then the reviewed list,
 * then by frequency, as `known` is ordered), at most GROUP_SIZE.
 */
export function groupIdioms(rule: GroupRule, known: readonly KnownIdiom[]): KnownIdiom[] {
  return known.filter((idiom) => rule.holds(idiom.idiom)).slice(0, GROUP_SIZE);
}

/**
 * The groups of `rules` as categories under `parent`, each with its known idioms. A group no known
 * idiom belongs to (ABAB: the catalogue's only one is too rare for pupils) stays, empty, so the page
 * can say kindly that it has none rather than leave the form out without a word.
 */
export function groupCategories(
  rules: readonly GroupRule[],
  parent: string,
  known: readonly KnownIdiom[],
): JdmzCategoryImport[] {
  return rules.map((rule) => ({
    key: rule.key,
    parent,
    kind: 'idioms',
    name: rule.name,
    entries: groupIdioms(rule, known).map((idiom) => ({
      title: idiom.idiom,
      pinyin: idiom.pinyin,
      note: shortMeaning(idiom.meaning),
    })),
  }));
}

/** A meaning short enough for a list line: its first sentence, at most 40 characters. */
export function shortMeaning(meaning: string): string {
  const first = meaning.split(/(?<=[。；])/)[0]?.replace(/[。；]$/, '') ?? '';
  const chars = Array.from(first);
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : first;
}
