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
  // 论语 (reviewed: every polyphonic character of the selection)
  o('lunyu', '不亦说乎', '说', 'yuè'), // 说 = 悦
  o('lunyu', '鲜矣仁', '鲜', 'xiǎn'), // few
  o('lunyu', '曾子曰', '曾', 'zēng'),
  o('lunyu', '三省吾身', '省', 'xǐng'),
  o('lunyu', '知之为知之', '为', 'wéi'),
  o('lunyu', '不知为不知', '为', 'wéi'),
  o('lunyu', '是知也', '知', 'zhì'), // 知 = 智
  o('lunyu', '朝闻道', '朝', 'zhāo'),
  o('lunyu', '于予与何诛', '与', 'yú'), // a particle
  o('lunyu', '于予与改是', '与', 'yú'),
  o('lunyu', '不如好之者', '好', 'hào'),
  o('lunyu', '好之者不如', '好', 'hào'),
  o('lunyu', '默而识之', '识', 'zhì'), // to remember
  o('lunyu', '一箪食', '食', 'sì'), // cooked rice
  o('lunyu', '女奚不曰', '女', 'rǔ'), // 女 = 汝
  o('lunyu', '其为人也', '为', 'wéi'),
  o('lunyu', '好古', '好', 'hào'),
  o('lunyu', '不舍昼夜', '舍', 'shě'),
  o('lunyu', '知者不惑', '知', 'zhì'),
  o('lunyu', '师愈与', '与', 'yú'),
  o('lunyu', '我独亡', '亡', 'wú'), // 亡 = 无
  o('lunyu', '子夏为莒父宰', '为', 'wéi'),
  o('lunyu', '莒父', '父', 'fǔ'), // a place name
  o('lunyu', '问为仁', '为', 'wéi'),
  o('lunyu', '友便佞', '便', 'pián'),
  o('lunyu', '出则弟', '弟', 'tì'), // 弟 = 悌, as in 弟子规
  // 孟子 (reviewed: every polyphonic character of the selection)
  o('mengzi', '数罟', '数', 'cù'), // fine-meshed
  o('mengzi', '度，然后', '度', 'duó'), // to measure
  o('mengzi', '心为甚', '为', 'wéi'),
  o('mengzi', '独乐乐', '乐', 'yuè'), // to enjoy music
  o('mengzi', '人乐乐', '乐', 'yuè'),
  o('mengzi', '少乐乐', '乐', 'yuè'),
  o('mengzi', '众乐乐', '乐', 'yuè'),
  o('mengzi', '苗之不长', '长', 'zhǎng'),
  o('mengzi', '助苗长矣', '长', 'zhǎng'),
  o('mengzi', '予助苗', '予', 'yú'), // I
  o('mengzi', '而舍之者', '舍', 'shě'),
  o('mengzi', '舍鱼', '舍', 'shě'),
  o('mengzi', '舍生', '舍', 'shě'),
  o('mengzi', '羞恶之心', '恶', 'wù'),
  o('mengzi', '夫环而攻', '夫', 'fú'), // a particle
  o('mengzi', '民之为道', '为', 'wéi'),
  o('mengzi', '有不为也', '为', 'wéi'),
  o('mengzi', '以有为', '为', 'wéi'),
  o('mengzi', '之为听', '为', 'wéi'),
  o('mengzi', '弓缴', '缴', 'zhuó'), // the cord of an arrow
  o('mengzi', '弗若与', '与', 'yú'),
  o('mengzi', '今之为仁者', '为', 'wéi'),
  o('mengzi', '傅说', '说', 'yuè'), // a name
  o('mengzi', '乱其所为', '为', 'wéi'),
  o('mengzi', '曾益', '曾', 'zēng'), // 曾 = 增
  o('mengzi', '拂士', '拂', 'bì'), // 拂 = 弼
  o('mengzi', '修身见于世', '见', 'xiàn'),
  o('mengzi', '民为贵', '为', 'wéi'),
  o('mengzi', '君为轻', '为', 'wéi'),
  o('mengzi', '为间不用', '为', 'wéi'),
  // 诗经 (reviewed: the polyphonic and rare characters of the 30 poems)
  o('shijing', '钟鼓乐之', '乐', 'lè'), // the 统编 note: to gladden
  o('shijing', '为𫄨', '为', 'wéi'),
  o('shijing', '为绤', '为', 'wéi'),
  o('shijing', '害浣害否', '害', 'hé'), // 害 = 曷
  o('shijing', '害否', '害', 'hé'),
  o('shijing', '周行', '行', 'háng'), // a road
  o('shijing', '所说', '说', 'shuì'), // to rest
  o('shijing', '差池', '差', 'cī'),
  o('shijing', '于嗟', '于', 'xū'),
  o('shijing', '载好', '载', 'zài'), // and
  o('shijing', '载饥', '载', 'zài'),
  o('shijing', '载渴', '载', 'zài'),
  o('shijing', '说怿', '说', 'yuè'),
  o('shijing', '怿女美', '女', 'rǔ'),
  o('shijing', '匪女', '女', 'rǔ'),
  o('shijing', '女之为美', '为', 'wéi'),
  o('shijing', '重较', '重', 'chóng'),
  o('shijing', '不为虐', '为', 'wéi'),
  o('shijing', '子宁不', '宁', 'nìng'),
  o('shijing', '宁适', '宁', 'nìng'),
  o('shijing', '贯女', '女', 'rǔ'),
  o('shijing', '去女', '女', 'rǔ'),
  o('shijing', '乐国，爰', '乐', 'lè'),
  o('shijing', '岁亦莫止', '莫', 'mù'), // 莫 = 暮
  o('shijing', '雨雪霏霏', '雨', 'yù'), // to fall
  o('shijing', '行道迟迟', '行', 'xíng'),
  o('shijing', '长我育我', '长', 'zhǎng'),
  o('shijing', '鲜民', '鲜', 'xiǎn'),
  o('shijing', '和乐且湛', '湛', 'dān'),
  o('shijing', '蹲蹲', '蹲', 'cún'),
  o('shijing', '伐木许许', '许', 'hǔ'),
  o('shijing', '伐木丁丁', '丁', 'zhēng'),
  o('shijing', '蓼蓼', '蓼', 'lù'),
  o('shijing', '淇奥', '奥', 'yù'),
  o('shijing', '卷耳', '卷', 'juǎn'),
  o('shijing', '百两', '两', 'liàng'), // 两 = 辆
  o('shijing', '两御', '御', 'yà'), // 御 = 迓
  o('shijing', '施于', '施', 'yì'), // to spread
  o('shijing', '挑兮', '挑', 'tāo'),
  o('shijing', '达兮', '达', 'tà'),
  o('shijing', '相彼', '相', 'xiàng'),
  o('shijing', '会弁', '会', 'kuài'),
  o('shijing', '有县', '县', 'xuán'), // 县 = 悬
  o('shijing', '颉之', '颉', 'xié'),
  o('shijing', '任只', '任', 'rén'),
  o('shijing', '任只', '只', 'zhǐ'),
  o('shijing', '爰居爰处', '处', 'chǔ'),
  // 古文观止 (reviewed: the readings the textbooks annotate; the rest is pinyin-pro in context)
  o('guwenguanzhi', '属予作文', '属', 'zhǔ'), // to ask
  o('guwenguanzhi', '会稽', '会', 'kuài'),
  o('guwenguanzhi', '便要还家', '要', 'yāo'), // to invite
  o('guwenguanzhi', '中人语云', '语', 'yù'), // to tell
  o('guwenguanzhi', '少长咸集', '少', 'shào'),
  o('guwenguanzhi', '少长咸集', '长', 'zhǎng'),
  o('guwenguanzhi', '无长无少', '长', 'zhǎng'),
  o('guwenguanzhi', '无长无少', '少', 'shào'),
  o('guwenguanzhi', '长史', '长', 'zhǎng'),
  o('guwenguanzhi', '朝服衣冠', '朝', 'zhāo'),
  o('guwenguanzhi', '朝晖', '朝', 'zhāo'),
  o('guwenguanzhi', '之朝暮', '朝', 'zhāo'),
  o('guwenguanzhi', '朝而往', '朝', 'zhāo'),
  o('guwenguanzhi', '期年', '期', 'jī'),
  o('guwenguanzhi', '而间进', '间', 'jiàn'),
  o('guwenguanzhi', '又何间焉', '间', 'jiàn'),
  o('guwenguanzhi', '贾十倍', '贾', 'jià'), // price
  o('guwenguanzhi', '祗辱', '祗', 'zhǐ'),
  o('guwenguanzhi', '食马者', '食', 'sì'), // to feed
  o('guwenguanzhi', '而食也', '食', 'sì'),
  o('guwenguanzhi', '食之不能', '食', 'sì'),
  o('guwenguanzhi', '粟一石', '石', 'dàn'),
  o('guwenguanzhi', '不外见', '见', 'xiàn'),
  o('guwenguanzhi', '无马邪', '邪', 'yé'),
  o('guwenguanzhi', '射者中', '中', 'zhòng'),
  o('guwenguanzhi', '因以为号', '为', 'wéi'),
];
