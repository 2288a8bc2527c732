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
  // 论语: the file's typo (the three harmful friends are all 友…).
  { book: 'lunyu', from: '有便佞', to: '友便佞', why: 'typo of the file: 友便辟、友善柔、友便佞' },
  // 孟子: mainland quotation marks, and 閒 read as 间 (OpenCC makes it 闲).
  ...(
    [
      ['「', '“'],
      ['」', '”'],
      ['『', '‘'],
      ['』', '’'],
    ] as const
  ).map(([from, to]) => ({ book: 'mengzi', from, to, why: 'mainland editions print “” and ‘’' })),
  { book: 'mengzi', from: '版筑之闲', to: '版筑之间', why: '閒 here is 间 (among); OpenCC makes it 闲' },
  { book: 'mengzi', from: '蹊闲', to: '蹊间', why: '山径之蹊间: 閒 is 间; OpenCC makes it 闲' },
  { book: 'mengzi', from: '为闲不用', to: '为间不用', why: '为间 (a short while): 閒 is 间' },
  { book: 'mengzi', from: '鱼鼈', to: '鱼鳖', why: '鼈 is the old form of 鳖, which OpenCC keeps' },
  { book: 'mengzi', from: '方员：师旷', to: '方员；师旷', why: 'the file has a colon between two parallel clauses' },
  { book: 'mengzi', from: '曰非然也', to: '曰：非然也', why: 'editions (and the 统编 学弈) print 曰：非然也' },
  // 诗经: typos of the file.
  { book: 'shijing', from: '琼九', to: '琼玖', why: 'typo of the file: 报之以琼玖' },
  { book: 'shijing', from: '寒痊', to: '寒泉', why: 'typo of the file: 爰有寒泉' },
  {
    book: 'shijing',
    from: '充耳秀莹',
    to: '充耳琇莹',
    why: 'typo of the file: 琇 (a jade-like stone), as 淇奥 is printed',
  },
  { book: 'shijing', from: '于归。言秣其驹', to: '于归，言秣其驹', why: 'punctuation as in the other stanzas' },
  {
    book: 'shijing',
    from: '瑟兮僴兮。赫兮咺兮，有匪',
    to: '瑟兮僴兮，赫兮咺兮。有匪',
    why: 'punctuation as in the first stanza',
  },
  {
    book: 'shijing',
    from: '鸡鸣喈喈，既见君子。',
    to: '鸡鸣喈喈。既见君子，',
    why: 'punctuation as in the other stanzas',
  },
  { book: 'shijing', from: '欲报之德。昊天', to: '欲报之德，昊天', why: 'one sentence: 欲报之德，昊天罔极' },
  // 古文观止: the file's typos and punctuation (its editors' notes are taken out in books.classics.ts).
  { book: 'guwenguanzhi', from: '故克之，夫大国', to: '故克之。夫大国', why: 'two sentences in editions' },
  { book: 'guwenguanzhi', from: '皆朝于齐.', to: '皆朝于齐。', why: 'a half-width full stop in the file' },
  {
    book: 'guwenguanzhi',
    from: '孔子云：何陋之有？',
    to: '孔子云：“何陋之有？”',
    why: 'the quotation is marked in editions',
  },
  { book: 'guwenguanzhi', from: '?', to: '？', why: 'half-width question marks in the file' },
  { book: 'guwenguanzhi', from: '而乐”乎。', to: '而乐”乎！', why: 'editions close 岳阳楼记 on 乎！' },
  // 幼学琼林: typos of the file, each against a second copy (README).
  ...(
    [
      ['廖落', '寥落'],
      ['调元夕', '谓元夕'],
      ['故皇当年', '始皇当年'],
      ['放冬帝', '故冬帝'],
      ['睛之余', '晴之余'],
      ['又回振铎', '又曰振铎'],
      ['学俸日束脩', '学俸曰束脩'],
      ['首蓿', '苜蓿'],
      ['日丽泽', '曰丽泽'],
      ['待土之意', '待士之意'],
      ['调非同志', '谓非同志'],
      ['入慕之宾', '入幕之宾'],
      ['斧铖', '斧钺'],
      ['面璧', '面壁'],
      ['唐太完', '唐太宗'],
      ['嘹喨', '嘹亮'],
      ['李白才离', '李白才高'],
      ['燎草塞责', '潦草塞责'],
      ['详桑', '祥桑'],
      ['思泽曰河润', '恩泽曰河润'],
      ['为学己大成', '为学已大成'],
    ] as const
  ).map(([from, to]) => ({ book: 'youxueqionglin', from, to, why: 'typo of the file; the second copy prints it so' })),
];
