/**
 * Reviewed readings of the classics where pinyin-pro reads otherwise in context. Each names the
 * book, words of the line that locate the character, the character and its reading, following
 * the readings annotated editions for pupils print (the modern standard reading; 通假字 read as
 * the character they stand for, e.g. 弟 = 悌 tì). The report lists entries that matched nothing.
 */
export interface BookPinyinOverride {
  book: string;
  context: string;
  char: string;
  reading: string;
}

const o = (book: string, context: string, char: string, reading: string): BookPinyinOverride => ({
  book,
  context,
  char,
  reading,
});

export const BOOK_PINYIN_OVERRIDES: readonly BookPinyinOverride[] = [
  // 三字经
  o('sanzijing', '择邻处', '处', 'chǔ'), // 处 "to live among", not a place
  o('sanzijing', '教五子', '教', 'jiāo'), // the verb "to teach" alone
  o('sanzijing', '老何为', '为', 'wéi'), // "what will he do"
  o('sanzijing', '为人子', '为', 'wéi'), // "being a child"
  o('sanzijing', '方少时', '少', 'shào'), // "when young"
  o('sanzijing', '弟于长', '弟', 'tì'), // 弟 = 悌, respect for elders
  o('sanzijing', '弟于长', '长', 'zhǎng'), // elders
  o('sanzijing', '首孝弟', '弟', 'tì'),
  o('sanzijing', '此五行', '行', 'xíng'), // 五行 wǔxíng
  o('sanzijing', '爱恶欲', '恶', 'wù'), // 恶 "to hate"
  o('sanzijing', '至玄曾', '曾', 'zēng'), // 曾孙
  o('sanzijing', '长幼序', '长', 'zhǎng'),
  o('sanzijing', '为学者', '为', 'wéi'), // "to pursue learning"
  o('sanzijing', '乃曾子', '曾', 'zēng'), // 曾子 the philosopher
  o('sanzijing', '三传者', '传', 'zhuàn'), // the commentaries on 春秋
  o('sanzijing', '为东汉', '为', 'wéi'),
  o('sanzijing', '为南朝', '为', 'wéi'),
  o('sanzijing', '受周禅', '禅', 'shàn'), // abdication
  o('sanzijing', '朝于斯', '朝', 'zhāo'), // morning
  o('sanzijing', '读鲁论', '论', 'lún'), // 论语
  o('sanzijing', '削竹简', '削', 'xuē'), // 削 in the written language
  o('sanzijing', '有为者', '为', 'wéi'),
  o('sanzijing', '曷为人', '为', 'wéi'),
  // 弟子规
  o('dizigui', '首孝弟', '弟', 'tì'),
  o('dizigui', '晨则省', '省', 'xǐng'), // to visit and greet
  o('dizigui', '勿擅为', '为', 'wéi'),
  o('dizigui', '苟擅为', '为', 'wéi'),
  o('dizigui', '亲所好', '好', 'hào'), // what parents like
  o('dizigui', '亲所恶', '恶', 'wù'), // what parents dislike
  o('dizigui', '谏使更', '更', 'gēng'), // to change
  o('dizigui', '号泣随', '号', 'háo'), // to wail
  o('dizigui', '丧三年', '丧', 'sāng'), // mourning
  o('dizigui', '丧尽礼', '丧', 'sāng'),
  o('dizigui', '居处变', '处', 'chǔ'),
  o('dizigui', '弟道恭', '弟', 'tì'),
  o('dizigui', '长呼人', '长', 'zhǎng'),
  o('dizigui', '称尊长', '长', 'zhǎng'),
  o('dizigui', '对尊长', '长', 'zhǎng'),
  o('dizigui', '路遇长', '长', 'zhǎng'),
  o('dizigui', '长无言', '长', 'zhǎng'),
  o('dizigui', '尊长前', '长', 'zhǎng'),
  o('dizigui', '朝起早', '朝', 'zhāo'),
  o('dizigui', '下称家', '称', 'chèn'), // to suit the family's means
  o('dizigui', '最为丑', '为', 'wéi'),
  o('dizigui', '即为偷', '为', 'wéi'),
  o('dizigui', '及时还', '还', 'huán'), // to give back
  o('dizigui', '信为先', '为', 'wéi'),
  o('dizigui', '名为错', '为', 'wéi'),
  o('dizigui', '名为恶', '为', 'wéi'),
  o('dizigui', '行高者', '行', 'xíng'), // conduct
  o('dizigui', '长浮华', '长', 'zhǎng'), // to grow
  o('dizigui', '宽为限', '为', 'wéi'),
  // 声律启蒙: OpenCC writes 鸂 as 㶉, which pinyin-pro does not know; 㶉鶒 (a water bird) is xīchì.
  o('shenglvqimeng', '㶉鶒', '㶉', 'xī'),
];
