/**
 * Reviewed corrections applied after the traditional → simplified conversion of the classics:
 * typos of chinese-poetry's files and conversions OpenCC gets wrong. Each was checked against a
 * second published copy (data/books/README.md lists them with the copies); `book` limits an entry
 * to one book; the import report lists entries that matched nothing, so stale ones show.
 */
export interface BookTextFix {
  book: string;
  from: string;
  to: string;
  why: string;
}

/** Characters a fix puts back on purpose although OpenCC t→cn would change them (the data gate allows them). */
export const KEPT_TRADITIONAL_FORMS = ['乾'] as const;

export const BOOK_TEXT_FIXES: readonly BookTextFix[] = [
  {
    book: '',
    from: '茍',
    to: '苟',
    why: '茍 (jì) is another character; the files use it for 苟 (苟不教, 苟擅为), and OpenCC keeps it',
  },
  { book: 'sanzijing', from: '周撤东', to: '周辙东', why: 'typo of the file: 周辙东 (the Zhou moved east), 辙 not 撤' },
  { book: 'sanzijing', from: '祥训诂', to: '详训诂', why: 'typo of the file: 详训诂 (explain the glosses in detail)' },
  { book: 'sanzijing', from: '三易祥', to: '三易详', why: 'typo of the file: 三易详 (the three 易 are detailed)' },
  { book: 'sanzijing', from: '能赋碁', to: '能赋棋', why: '碁 is the old variant of 棋; 李泌 wrote a 赋 on 棋' },
  {
    book: 'sanzijing',
    from: '始发奋',
    to: '始发愤',
    why: '苏洵 "resolved" to study: editions print 发愤 (the file has 發奮)',
  },
  {
    book: 'qianziwen',
    from: '崐冈',
    to: '昆冈',
    why: '崐 is a variant of 昆; editions print 玉出昆冈 (the 昆仑 mountains)',
  },
  { book: 'qianziwen', from: '林臯', to: '林皋', why: '臯 is a variant of 皋 (通用规范汉字表)' },
  { book: 'qianziwen', from: '竝皆', to: '并皆', why: '竝 is a variant of 并 that OpenCC keeps' },
  { book: 'shenglvqimeng', from: '烂熳', to: '烂漫', why: '熳 is the old form of 漫 in 烂漫' },
  { book: 'shenglvqimeng', from: '蹴踘', to: '蹴鞠', why: '踘 is a variant of 鞠 in 蹴鞠 (the old ball game)' },
  {
    book: 'shenglvqimeng',
    from: '震对干',
    to: '震对乾',
    why: 'OpenCC turns 乾 into 干, but 离、坎、震、乾 are trigrams: 乾 qián stays',
  },
];
