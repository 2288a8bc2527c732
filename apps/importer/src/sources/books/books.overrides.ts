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
  // Second pass (2026-11-27): pinyin-pro's readings the first pass missed.
  o('lunyu', '十有五', '有', 'yòu'), // 有 = 又 between tens and units
  o('lunyu', '如斯夫', '夫', 'fú'), // a particle
  o('lunyu', '友便辟', '便', 'pián'), // 便辟 piánpì (pinyin-pro reads biàn)
  o('lunyu', '大夫之贤', '大', 'dà'), // the office 大夫 dàfū
  o('lunyu', '大夫之贤', '夫', 'fū'),
  o('lunyu', '薄责于人', '薄', 'bó'),
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
  // Second pass (2026-11-27)
  o('mengzi', '丧死', '丧', 'sāng'), // 养生丧死: funerals
  o('mengzi', '又与于', '与', 'yù'), // to take part in
  o('mengzi', '之蹊', '蹊', 'xī'),
  o('mengzi', '茅塞', '塞', 'sè'),
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
  // Second pass (2026-11-27): the second of a doubled character needs its own context (the first
  // entry reads only the first), and readings the first pass missed.
  o('shijing', '蹲舞', '蹲', 'cún'),
  o('shijing', '许，酾', '许', 'hǔ'),
  o('shijing', '丁，鸟', '丁', 'zhēng'),
  o('shijing', '蓼者', '蓼', 'lù'),
  o('shijing', '葛之覃', '覃', 'tán'), // to spread
  o('shijing', '薄污', '薄', 'bó'), // a particle
  o('shijing', '薄浣', '薄', 'bó'),
  o('shijing', '召伯', '召', 'shào'), // 召公
  o('shijing', '摽有梅', '摽', 'biào'), // to fall
  o('shijing', '其心塞渊', '塞', 'sè'),
  o('shijing', '其镗', '镗', 'tāng'),
  o('shijing', '猗重较', '猗', 'yǐ'), // 猗 = 倚
  o('shijing', '迈靡', '靡', 'mǐ'), // slow steps
  o('shijing', '靡，中心', '靡', 'mǐ'),
  o('shijing', '永号', '号', 'háo'), // to wail
  o('shijing', '白露为霜', '为', 'wéi'),
  o('shijing', '同裳', '裳', 'cháng'),
  o('shijing', '劳心悄', '悄', 'qiǎo'),
  o('shijing', '酾酒', '酾', 'shī'), // to strain wine
  o('shijing', '有藇', '藇', 'xù'),
  o('shijing', '畜我', '畜', 'xù'), // to rear
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
  // 古文观止, second pass (2026-11-27): every piece read whole. 夫 opening a sentence or closing
  // a sigh is fú; 为 "to be, to do" wéi; 予 "I" yú; 耶 ending a question yé (the textbook notes).
  o('guwenguanzhi', '夫战，勇气', '夫', 'fú'),
  o('guwenguanzhi', '夫大国', '夫', 'fú'),
  o('guwenguanzhi', '其旗靡', '靡', 'mǐ'), // fallen flags
  o('guwenguanzhi', '燕、赵', '燕', 'yān'), // the state
  o('guwenguanzhi', '还书诫之', '还', 'huán'), // to write back
  o('guwenguanzhi', '好议论', '好', 'hào'),
  o('guwenguanzhi', '所大恶也', '恶', 'wù'),
  o('guwenguanzhi', '宁死，不愿', '宁', 'nìng'), // rather
  o('guwenguanzhi', '吾恶之甚', '恶', 'wù'),
  o('guwenguanzhi', '豪侠好义', '好', 'hào'),
  o('guwenguanzhi', '父丧致客', '丧', 'sāng'), // a funeral
  o('guwenguanzhi', '犹为谨敕', '为', 'wéi'),
  o('guwenguanzhi', '陷为天下', '为', 'wéi'),
  o('guwenguanzhi', '郡将下车', '将', 'jiàng'), // the governor
  o('guwenguanzhi', '以塞忠谏', '塞', 'sè'),
  o('guwenguanzhi', '俱为一体', '为', 'wéi'),
  o('guwenguanzhi', '及为忠善', '为', 'wéi'),
  o('guwenguanzhi', '以遗陛下', '遗', 'wèi'), // to give
  o('guwenguanzhi', '举宠为督', '为', 'wéi'),
  o('guwenguanzhi', '愚以为营中', '为', 'wéi'),
  o('guwenguanzhi', '行阵和睦', '行', 'háng'), // ranks
  o('guwenguanzhi', '二十有一年', '有', 'yòu'), // 有 = 又
  o('guwenguanzhi', '奖率三军', '率', 'shuài'),
  o('guwenguanzhi', '之职分也', '分', 'fèn'),
  o('guwenguanzhi', '趣舍万殊', '趣', 'qū'), // 趣舍 qūshě (辞源, 辞海)
  o('guwenguanzhi', '趣舍万殊', '舍', 'shě'),
  o('guwenguanzhi', '夫人之相与', '夫', 'fú'),
  o('guwenguanzhi', '已为陈迹', '为', 'wéi'),
  o('guwenguanzhi', '死生为虚诞', '为', 'wéi'),
  o('guwenguanzhi', '彭殇为妄作', '为', 'wéi'),
  o('guwenguanzhi', '悲夫', '夫', 'fú'),
  o('guwenguanzhi', '捕鱼为业', '为', 'wéi'),
  o('guwenguanzhi', '夹岸', '夹', 'jiā'),
  o('guwenguanzhi', '便舍船', '舍', 'shě'),
  o('guwenguanzhi', '豁然开朗', '豁', 'huò'),
  o('guwenguanzhi', '往来种作', '种', 'zhòng'), // to till
  o('guwenguanzhi', '便要还家', '还', 'huán'),
  o('guwenguanzhi', '率妻子', '率', 'shuài'),
  o('guwenguanzhi', '人间隔', '间', 'jiàn'), // 间隔 jiàngé
  o('guwenguanzhi', '好读书', '好', 'hào'),
  o('guwenguanzhi', '曾不吝情', '曾', 'zēng'), // 曾 "even"
  o('guwenguanzhi', '夫天地者', '夫', 'fú'),
  o('guwenguanzhi', '为欢几何', '为', 'wéi'),
  o('guwenguanzhi', '皆为惠连', '为', 'wéi'),
  o('guwenguanzhi', '其为惑也', '为', 'wéi'),
  o('guwenguanzhi', '夫庸知', '夫', 'fú'),
  o('guwenguanzhi', '或不焉', '不', 'fǒu'), // 不 = 否
  o('guwenguanzhi', '好古文', '好', 'hào'),
  o('guwenguanzhi', '属予作文', '予', 'yú'),
  o('guwenguanzhi', '予观夫', '予', 'yú'),
  o('guwenguanzhi', '予观夫', '夫', 'fú'),
  o('guwenguanzhi', '若夫淫雨', '夫', 'fú'),
  o('guwenguanzhi', '嗟夫', '夫', 'fú'),
  o('guwenguanzhi', '予尝求', '予', 'yú'),
  o('guwenguanzhi', '二者之为', '为', 'wéi'),
  o('guwenguanzhi', '处江湖', '处', 'chǔ'),
  o('guwenguanzhi', '而乐耶', '耶', 'yé'),
  o('guwenguanzhi', '若夫日出', '夫', 'fú'),
  o('guwenguanzhi', '酿泉为酒', '为', 'wéi'),
  o('guwenguanzhi', '予贸得', '予', 'yú'),
  o('guwenguanzhi', '予怪而', '予', 'yú'),
  o('guwenguanzhi', '哉，为欺', '为', 'wéi'),
  o('guwenguanzhi', '世之为欺', '为', 'wéi'),
  o('guwenguanzhi', '以食吾躯', '食', 'sì'), // to feed
  o('guwenguanzhi', '今夫佩', '夫', 'fú'),
  o('guwenguanzhi', '皋比', '比', 'pí'), // a tiger skin
  o('guwenguanzhi', '之略耶', '耶', 'yé'),
  o('guwenguanzhi', '之业耶', '耶', 'yé'),
  o('guwenguanzhi', '法斁', '斁', 'dù'), // to decay
  o('guwenguanzhi', '予默默', '予', 'yú'),
  o('guwenguanzhi', '疾邪者耶', '耶', 'yé'),
  o('guwenguanzhi', '以讽耶', '耶', 'yé'),
  // 幼学琼林, second pass (2026-11-27): all 8 chapters read whole. 为 "to be, to call" wéi;
  // 雨 "to rain" yù; names and allusions as dictionaries read them.
  o('youxueqionglin', '上浮者为天', '为', 'wéi'),
  o('youxueqionglin', '下凝者为地', '为', 'wéi'),
  o('youxueqionglin', '日为众阳', '为', 'wéi'),
  o('youxueqionglin', '天将雨', '雨', 'yù'),
  o('youxueqionglin', '名为羊角', '为', 'wéi'),
  o('youxueqionglin', '参商二星', '参', 'shēn'), // the star 参
  o('youxueqionglin', '两宿', '宿', 'xiù'), // a lunar mansion
  o('youxueqionglin', '而为嫦娥', '为', 'wéi'),
  o('youxueqionglin', '傅说', '说', 'yuè'), // a name, as in 孟子
  o('youxueqionglin', '赵衰', '衰', 'cuī'), // a name
  o('youxueqionglin', '三年不雨', '雨', 'yù'),
  o('youxueqionglin', '上召夫', '夫', 'fú'),
  o('youxueqionglin', '上天雨金', '雨', 'yù'),
  o('youxueqionglin', '箕好风', '好', 'hào'),
  o('youxueqionglin', '毕好雨', '好', 'hào'),
  o('youxueqionglin', '幽燕', '燕', 'yān'),
  o('youxueqionglin', '原为建业', '为', 'wéi'),
  o('youxueqionglin', '原为越国', '为', 'wéi'),
  o('youxueqionglin', '原为秦境', '为', 'wéi'),
  o('youxueqionglin', '四川为西蜀', '为', 'wéi'),
  o('youxueqionglin', '云南为古滇', '为', 'wéi'),
  o('youxueqionglin', '名为黔地', '为', 'wéi'),
  o('youxueqionglin', '此为天下之五岳', '为', 'wéi'),
  o('youxueqionglin', '此为天下之五湖', '为', 'wéi'),
  o('youxueqionglin', '冯夷', '冯', 'píng'), // the river god
  o('youxueqionglin', '为山九仞', '为', 'wéi'),
  o('youxueqionglin', '为学已大成', '为', 'wéi'),
  o('youxueqionglin', '淄渑', '渑', 'shéng'), // the 渑 river of 齐
  o('youxueqionglin', '泌水', '泌', 'bì'), // the spring of 诗经·衡门
  o('youxueqionglin', '越石见', '见', 'xiàn'), // to appear
  o('youxueqionglin', '曾子不入', '曾', 'zēng'),
  o('youxueqionglin', '朝歌', '朝', 'zhāo'), // the city
  o('youxueqionglin', '墨翟', '翟', 'dí'),
  o('youxueqionglin', '之不禁', '禁', 'jìn'),
  o('youxueqionglin', '朔为中和节', '为', 'wéi'),
  o('youxueqionglin', '三为上巳', '为', 'wéi'),
  o('youxueqionglin', '五戊为春社', '为', 'wéi'),
  o('youxueqionglin', '却为蒲节', '为', 'wéi'),
  o('youxueqionglin', '十二月为腊', '为', 'wéi'),
  o('youxueqionglin', '正月为征', '为', 'wéi'),
  o('youxueqionglin', '诘朝', '朝', 'zhāo'), // tomorrow morning
  o('youxueqionglin', '为上浣', '为', 'wéi'),
  o('youxueqionglin', '为中浣', '为', 'wéi'),
  o('youxueqionglin', '为下浣', '为', 'wéi'),
  o('youxueqionglin', '朝三暮四', '朝', 'zhāo'),
  o('youxueqionglin', '为学求益', '为', 'wéi'),
  o('youxueqionglin', '不是底', '底', 'de'), // 底 = 的
  o('youxueqionglin', '雁行', '行', 'háng'), // a line of geese
  o('youxueqionglin', '俱中元', '中', 'zhòng'), // to pass first
  o('youxueqionglin', '号为大宋', '为', 'wéi'),
  o('youxueqionglin', '斗粟', '斗', 'dǒu'),
  o('youxueqionglin', '女乐', '乐', 'yuè'), // singing girls
  o('youxueqionglin', '苜蓿长', '长', 'zhǎng'), // to grow
  o('youxueqionglin', '杨震为', '为', 'wéi'),
  o('youxueqionglin', '贺循为', '为', 'wéi'),
  o('youxueqionglin', '尊为父执', '为', 'wéi'),
  o('youxueqionglin', '相孚为莫逆', '为', 'wéi'),
  o('youxueqionglin', '斯为腹心', '为', 'wéi'),
  o('youxueqionglin', '谓之参商', '参', 'shēn'),
  o('youxueqionglin', '宁死不徇', '宁', 'nìng'),
  o('youxueqionglin', '握发', '发', 'fà'), // hair
  o('youxueqionglin', '华歆', '华', 'huà'), // a surname
  o('youxueqionglin', '切偲', '偲', 'sī'), // 切切偲偲 (论语)
  o('youxueqionglin', '号为智囊', '为', 'wéi'),
  o('youxueqionglin', '难和难赓', '和', 'hè'), // to answer a poem
  o('youxueqionglin', '屡试屡中', '中', 'zhòng'),
  o('youxueqionglin', '连篇累牍', '累', 'lěi'),
  o('youxueqionglin', '浮薄', '薄', 'bó'),
  o('youxueqionglin', '太宗好文', '好', 'hào'),
  o('youxueqionglin', '塞责', '塞', 'sè'),
  o('youxueqionglin', '问难', '难', 'nàn'), // to question
  o('youxueqionglin', '之为人', '为', 'wéi'),
  o('youxueqionglin', '校书', '校', 'jiào'), // to collate
  o('youxueqionglin', '名为人物志', '为', 'wéi'),
  o('youxueqionglin', '号为行秘书', '为', 'wéi'),
  o('youxueqionglin', '咀英', '咀', 'jǔ'),
  o('youxueqionglin', '北斗', '斗', 'dǒu'),
  o('youxueqionglin', '咳唾', '咳', 'ké'),
  o('youxueqionglin', '兰为王者', '为', 'wéi'),
  o('youxueqionglin', '松号大夫', '大', 'dà'), // the office 大夫
  o('youxueqionglin', '松号大夫', '夫', 'fū'),
  o('youxueqionglin', '蓂荚', '蓂', 'míng'),
  o('youxueqionglin', '木槿朝开', '朝', 'zhāo'),
  o('youxueqionglin', '贤否', '否', 'pǐ'), // bad
  o('youxueqionglin', '成蹊', '蹊', 'xī'),
  o('youxueqionglin', '为人所弃', '为', 'wéi'),
  o('youxueqionglin', '钻核', '钻', 'zuān'), // to bore
  o('youxueqionglin', '兴雅', '兴', 'xìng'), // delight
  o('youxueqionglin', '岁为春', '为', 'wéi'),
  o('youxueqionglin', '岁为秋', '为', 'wéi'),
  o('youxueqionglin', '茅塞', '塞', 'sè'),
];
