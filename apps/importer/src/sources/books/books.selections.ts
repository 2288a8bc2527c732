import type { RawChapter } from './books.classics.js';

/**
 * The passages the library takes from the long classics (论语, 孟子, 诗经, 古文观止, 幼学琼林): the
 * ones pupils meet in the 统编 textbooks, their 日积月累 and the classics' best-known lines, chosen and
 * reviewed by us (data/books/README.md). Keys are matched in the simplified text, so they read as a
 * pupil's edition prints them; a key that matches nothing, or more than once, fails the import.
 */

/** A whole paragraph of a 篇, found by words only it holds; or an excerpt from `from` through `to`. */
export type Passage = { chapter: string; key: string } | { chapter: string; from: string; to: string };

/** A piece of 古文观止 by its title in the file, the title a pupil knows it by and its writer (checked). */
export interface Piece {
  title: string;
  shown: string;
  by: string;
}

type Chapters = { chapter: string; paragraphs: string[] }[];

const one = (haystack: string, needle: string, where: string): number => {
  const at = haystack.indexOf(needle);
  if (at === -1 || haystack.indexOf(needle, at + 1) !== -1)
    throw new Error(`选段「${needle}」在${where}里${at === -1 ? '没有找到' : '不止一处'}`);
  return at;
};

/**
 * Pure: the chosen passages grouped by 篇 in the book's order, one chapter a 篇 with a passage a
 * line (an excerpt over several paragraphs keeps them as lines); `convert` turns the file's text to
 * simplified before matching. Titles are the 篇's names; an unknown 篇 fails like an unknown key.
 */
export function selectPassages(
  chapters: Chapters,
  passages: readonly Passage[],
  convert: (text: string) => string,
): RawChapter[] {
  const known = new Set(chapters.map((c) => convert(c.chapter)));
  const unknown = passages.filter((p) => !known.has(p.chapter)).map((p) => p.chapter);
  if (unknown.length > 0) throw new Error(`没有这些篇：${[...new Set(unknown)].join('、')}`);
  return chapters.flatMap((chapter): RawChapter[] => {
    const title = convert(chapter.chapter);
    const mine = passages.filter((p) => p.chapter === title);
    if (mine.length === 0) return [];
    const text = convert(chapter.paragraphs.join('\n'));
    const lines = mine
      .map((p) => {
        if ('key' in p) {
          const at = one(text, p.key, title);
          const start = text.lastIndexOf('\n', at) + 1;
          const end = text.indexOf('\n', at);
          return { at: start, lines: [text.slice(start, end === -1 ? undefined : end)] };
        }
        const start = one(text, p.from, title);
        const end = text.indexOf(p.to, start);
        if (end === -1) throw new Error(`选段「${p.from}」在${title}里找不到结尾「${p.to}」`);
        return { at: start, lines: text.slice(start, end + p.to.length).split('\n') };
      })
      // Passages in the order the book has them, whatever the order of the list.
      .sort((a, b) => a.at - b.at)
      .flatMap((p) => p.lines);
    return [{ title, lines }];
  });
}

/** 论语: 48 passages, by 篇 (the file is simplified). */
export const LUNYU_PASSAGES: readonly Passage[] = [
  ...['学而时习之', '巧言令色', '吾日三省吾身', '弟子入则孝', '君子食无求饱', '患不知人也'].map((key) => ({
    chapter: '学而篇',
    key,
  })),
  ...['吾十有五', '温故而知新', '学而不思则罔', '知之为知之', '人而无信'].map((key) => ({ chapter: '为政篇', key })),
  ...['朝闻道', '见贤思齐', '父母在，不远游', '讷于言', '德不孤'].map((key) => ({ chapter: '里仁篇', key })),
  ...['宰予昼寝', '不耻下问'].map((key) => ({ chapter: '公冶长篇', key })),
  ...['一箪食', '知之者不如好之者'].map((key) => ({ chapter: '雍也篇', key })),
  ...['默而识之', '不愤不启', '饭疏食饮水', '发愤忘食', '我非生而知之者', '三人行', '坦荡荡'].map((key) => ({
    chapter: '述而篇',
    key,
  })),
  ...['弘毅', '学如不及'].map((key) => ({ chapter: '泰伯篇', key })),
  ...['逝者如斯', '后生可畏', '三军可夺帅', '岁寒', '知者不惑，仁者不忧'].map((key) => ({ chapter: '子罕篇', key })),
  { chapter: '先进篇', key: '过犹不及' },
  ...['四海之内', '成人之美'].map((key) => ({ chapter: '颜渊篇', key })),
  ...['其身正', '欲速则不达', '和而不同'].map((key) => ({ chapter: '子路篇', key })),
  ...['利其器', '人无远虑', '躬自厚', '其恕乎', '过而不改', '当仁'].map((key) => ({ chapter: '卫灵公篇', key })),
  { chapter: '季氏篇', key: '益者三友' },
  { chapter: '子张篇', key: '博学而笃志' },
];

/** 孟子: 22 passages, most of them excerpts of the long dialogues (keys in simplified). */
export const MENGZI_PASSAGES: readonly Passage[] = [
  { chapter: '梁惠王上', from: '梁惠王曰：「寡人之于国也', to: '是亦走也。」' },
  { chapter: '梁惠王上', from: '不违农时', to: '王道之始也。' },
  { chapter: '梁惠王上', from: '老吾老', to: '天下可运于掌。' },
  { chapter: '梁惠王上', from: '权，然后知轻重', to: '心为甚。' },
  { chapter: '梁惠王下', from: '曰：「独乐乐', to: '曰：「不若与众。」' },
  { chapter: '公孙丑上', from: '宋人有闵其苗之不长而揠之者', to: '而又害之。' },
  { chapter: '公孙丑上', from: '恻隐之心，仁之端也', to: '智之端也。' },
  { chapter: '公孙丑下', key: '孟子曰：「天时不如地利' },
  { chapter: '滕文公上', from: '民之为道也', to: '无恒产者无恒心。' },
  { chapter: '滕文公下', from: '居天下之广居', to: '此之谓大丈夫。' },
  { chapter: '离娄上', from: '离娄之明', to: '不能平治天下。' },
  { chapter: '离娄上', from: '行有不得者', to: '其身正而天下归之。' },
  { chapter: '离娄下', key: '人有不为也' },
  { chapter: '离娄下', key: '赤子之心' },
  { chapter: '离娄下', from: '仁者爱人', to: '敬人者人恒敬之。' },
  { chapter: '告子上', from: '弈秋，通国之善弈者也', to: '曰非然也。' },
  { chapter: '告子上', from: '鱼，我所欲也', to: '舍生而取义者也。' },
  { chapter: '告子上', key: '一杯水' },
  { chapter: '告子下', key: '天将降大任' },
  { chapter: '尽心上', from: '古之人，得志', to: '达则兼善天下。' },
  { chapter: '尽心下', from: '民为贵', to: '君为轻。' },
  { chapter: '尽心下', key: '山径之蹊' },
];

/** 诗经: 30 poems pupils meet, by title (and section where two poems share a title). */
export const SHIJING_POEMS: readonly { title: string; section?: string }[] = [
  ...[
    '关雎',
    '葛覃',
    '卷耳',
    '桃夭',
    '汉广',
    '鹊巢',
    '甘棠',
    '摽有梅',
    '燕燕',
    '击鼓',
    '凯风',
    '式微',
    '静女',
    '淇奥',
    '木瓜',
    '黍离',
    '君子于役',
    '采葛',
    '风雨',
    '子衿',
    '伐檀',
    '硕鼠',
    '蒹葭',
  ].map((title) => ({ title })),
  { title: '无衣', section: '秦风' },
  ...['月出', '鹿鸣', '伐木', '采薇', '鹤鸣', '蓼莪'].map((title) => ({ title })),
];

/** 古文观止: 14 short pieces for upper primary, in the book's order. */
export const GUWEN_PIECES: readonly Piece[] = [
  { title: '曹刿论战', shown: '曹刿论战', by: '左传' },
  { title: '邹忌讽齐王纳谏', shown: '邹忌讽齐王纳谏', by: '战国策' },
  { title: '诫兄子严敦书', shown: '诫兄子严敦书', by: '马援' },
  { title: '前出师表', shown: '出师表', by: '诸葛亮' },
  { title: '兰亭集序', shown: '兰亭集序', by: '王羲之' },
  { title: '桃花源记', shown: '桃花源记', by: '陶渊明' },
  { title: '五柳先生传', shown: '五柳先生传', by: '陶渊明' },
  { title: '春夜宴桃李园序', shown: '春夜宴桃李园序', by: '李白' },
  { title: '陋室铭', shown: '陋室铭', by: '刘禹锡' },
  { title: '杂说·马说', shown: '马说', by: '韩愈' },
  { title: '师说', shown: '师说', by: '韩愈' },
  { title: '岳阳楼记', shown: '岳阳楼记', by: '范仲淹' },
  { title: '醉翁亭记', shown: '醉翁亭记', by: '欧阳修' },
  { title: '卖柑者言', shown: '卖柑者言', by: '刘基' },
];

/** 幼学琼林: the chapters a pupil enjoys (sky, land, seasons, family and friends, learning, plants). */
export const YOUXUE_CHAPTERS: readonly string[] = ['天文', '地舆', '岁时', '兄弟', '师生', '朋友宾主', '文事', '花木'];
