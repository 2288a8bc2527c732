/** How many 歇后语 a theme lists at most. */
export const XIEHOUYU_THEME_SIZE = 60;

/** A theme of 歇后语: a riddle belongs when it starts with (or, for things, holds) one of the words. */
export interface XiehouyuTheme {
  key: string;
  name: string;
  words: readonly string[];
  /** Where in the riddle a word must stand. */
  at: 'start' | 'anywhere';
}

export const XIEHOUYU_THEMES: readonly XiehouyuTheme[] = [
  {
    key: 'xhy:animals',
    name: '动物歇后语',
    at: 'start',
    words: [
      '老鼠',
      '猫',
      '狗',
      '兔子',
      '老虎',
      '猴子',
      '公鸡',
      '母鸡',
      '小鸡',
      '鸭子',
      '黄牛',
      '老牛',
      '水牛',
      '羊',
      '马',
      '蛇',
      '青蛙',
      '癞蛤蟆',
      '蚂蚁',
      '乌龟',
      '鱼',
      '麻雀',
      '狐狸',
      '狼',
      '熊',
      '大象',
      '骆驼',
      '蜗牛',
      '喜鹊',
      '乌鸦',
      '鹦鹉',
      '蜜蜂',
      '螃蟹',
      '泥鳅',
      '刺猬',
      '黄鼠狼',
      '蚊子',
      '苍蝇',
    ],
  },
  {
    key: 'xhy:xiyouji',
    name: '西游记人物歇后语',
    at: 'start',
    words: ['孙悟空', '孙猴子', '猪八戒', '唐僧', '沙和尚', '白骨精', '如来佛', '观音'],
  },
  {
    key: 'xhy:sanguo',
    name: '三国人物歇后语',
    at: 'start',
    words: ['诸葛亮', '刘备', '关公', '关羽', '关云长', '张飞', '曹操', '周瑜', '赵子龙', '鲁肃'],
  },
  {
    key: 'xhy:figures',
    name: '古人歇后语',
    at: 'start',
    words: ['孔夫子', '孔子', '鲁班', '包公', '包老爷', '姜太公', '愚公', '司马昭', '秦叔宝', '程咬金', '武大郎'],
  },
  {
    key: 'xhy:food',
    name: '吃的歇后语',
    at: 'anywhere',
    words: [
      '饺子',
      '汤圆',
      '包子',
      '馒头',
      '豆腐',
      '黄瓜',
      '萝卜',
      '西瓜',
      '冬瓜',
      '南瓜',
      '芝麻',
      '面条',
      '烧饼',
      '粽子',
      '月饼',
      '鸡蛋',
      '花生',
      '辣椒',
      '白菜',
      '黄连',
      '蜂蜜',
      '竹笋',
      '核桃',
      '甘蔗',
      '糖葫芦',
    ],
  },
  {
    key: 'xhy:things',
    name: '家里东西歇后语',
    at: 'anywhere',
    words: [
      '茶壶',
      '灯笼',
      '扇子',
      '镜子',
      '筷子',
      '剪刀',
      '雨伞',
      '蜡烛',
      '擀面杖',
      '竹篮',
      '算盘',
      '秤砣',
      '针尖',
      '扫帚',
      '门缝',
      '窗户纸',
      '锅',
      '水缸',
      '棉花',
      '被窝',
    ],
  },
];

// Words a child's page should not show, whatever the saying.
const UNSUITABLE =
  /[屎尿屁粪尸妓嫖淫骚婊奸裆死杀血棺坟瞎聋哑瘸秃傻贼偷兽]|滚蛋|寡妇|光棍|媳妇|老婆|娘们|屁股|阎王|窟窿/;

/** A 歇后语 of the catalogue: the riddle and its answers joined by '；'. */
export interface XiehouyuRow {
  riddle: string;
  answer: string;
}

/** A 歇后语 we show: the riddle and one clean answer. */
export interface CleanXiehouyu {
  riddle: string;
  answer: string;
}

const HAN = /^\p{Script=Han}+$/u;

/**
 * The 歇后语 clean enough to show a child: riddle and answer of common characters only, the answer
 * a word or idiom of the catalogue (so typos and puns written with brackets are left out), nothing
 * unsuitable, each riddle once. `isWord` and `common` come from the catalogue.
 */
export function cleanXiehouyu(
  rows: readonly XiehouyuRow[],
  isWord: (text: string) => boolean,
  common: ReadonlySet<string>,
): CleanXiehouyu[] {
  const seen = new Set<string>();
  const clean: CleanXiehouyu[] = [];
  const allCommon = (text: string) => HAN.test(text) && Array.from(text).every((char) => common.has(char));
  for (const row of rows) {
    const riddle = row.riddle.trim();
    if (seen.has(riddle) || Array.from(riddle).length > 10 || !allCommon(riddle) || UNSUITABLE.test(riddle)) continue;
    const answer = row.answer
      .split('；')
      .map((text) => text.trim())
      .find((text) => allCommon(text) && isWord(text) && !UNSUITABLE.test(text));
    if (answer === undefined) continue;
    seen.add(riddle);
    clean.push({ riddle, answer });
  }
  return clean;
}

/** Every answer alternative of the rows (to ask the catalogue which are words). */
export function answerTexts(rows: readonly XiehouyuRow[]): string[] {
  return rows.flatMap((row) => row.answer.split('；').map((text) => text.trim()));
}

/** A theme's 歇后语: those whose riddle starts with (or holds) one of its words, the shorter riddle first. */
export function themeXiehouyu(theme: XiehouyuTheme, clean: readonly CleanXiehouyu[]): CleanXiehouyu[] {
  const fits = (riddle: string) =>
    theme.words.some((word) => (theme.at === 'start' ? riddle.startsWith(word) : riddle.includes(word)));
  return clean
    .filter((entry) => fits(entry.riddle))
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.riddle.length - b.entry.riddle.length || a.index - b.index)
    .slice(0, XIEHOUYU_THEME_SIZE)
    .map(({ entry }) => entry);
}
