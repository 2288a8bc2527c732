/**
 * 小学必背古诗: the 1–6 年级 recommended recitation list of the appendix of 义务教育语文课程标准,
 * in the list's order, in textbook wording. See README.md in this folder.
 *
 * `from` takes the text of an imported collection (found by the package's title, author and the
 * opening words, so a changed package text shows up as a gap instead of slipping in); `lines` are
 * texts the packages lack or print in another wording, entered by the project from the
 * public-domain text and proofread character by character.
 *
 * `band` (1–2, 3–4, 5–6 年级) is the project's own arrangement, close to where the textbooks
 * teach each poem; it is not an official grade assignment.
 */
export type GradeBand = '1-2' | '3-4' | '5-6';

interface BibeiEntryBase {
  title: string;
  author: string;
  dynasty: string;
  band: GradeBand;
  /** Shown with the poem: 节选, which poem of a group … */
  note?: string;
}

export interface BibeiFromPackage extends BibeiEntryBase {
  from: { collection: 'tangshi300' | 'qianjiashi'; title: string; author: string; opens: string; why?: string };
}

export interface BibeiEntered extends BibeiEntryBase {
  lines: readonly string[];
}

export type BibeiEntry = BibeiFromPackage | BibeiEntered;

/** The list names 75 poems, and we hold all of them (a test keeps it so). */
export const BIBEI_LIST_SIZE = 75;

const T = 'tangshi300' as const;
const Q = 'qianjiashi' as const;

export const BIBEI_75: readonly BibeiEntry[] = [
  {
    title: '江南',
    author: '汉乐府',
    dynasty: '汉',
    band: '1-2',
    lines: [
      '江南可采莲，',
      '莲叶何田田，',
      '鱼戏莲叶间。',
      '鱼戏莲叶东，',
      '鱼戏莲叶西，',
      '鱼戏莲叶南，',
      '鱼戏莲叶北。',
    ],
  },
  {
    title: '长歌行',
    author: '汉乐府',
    dynasty: '汉',
    band: '5-6',
    lines: [
      '青青园中葵，朝露待日晞。',
      '阳春布德泽，万物生光辉。',
      '常恐秋节至，焜黄华叶衰。',
      '百川东到海，何时复西归？',
      '少壮不努力，老大徒伤悲。',
    ],
  },
  {
    title: '敕勒歌',
    author: '北朝民歌',
    dynasty: '北朝',
    band: '1-2',
    lines: ['敕勒川，阴山下。', '天似穹庐，笼盖四野。', '天苍苍，野茫茫，', '风吹草低见牛羊。'],
  },
  {
    title: '咏鹅',
    author: '骆宾王',
    dynasty: '唐',
    band: '1-2',
    lines: ['鹅，鹅，鹅，', '曲项向天歌。', '白毛浮绿水，', '红掌拨清波。'],
  },
  {
    title: '风',
    author: '李峤',
    dynasty: '唐',
    band: '1-2',
    lines: ['解落三秋叶，能开二月花。', '过江千尺浪，入竹万竿斜。'],
  },
  {
    title: '咏柳',
    author: '贺知章',
    dynasty: '唐',
    band: '1-2',
    lines: ['碧玉妆成一树高，万条垂下绿丝绦。', '不知细叶谁裁出，二月春风似剪刀。'],
  },
  {
    title: '回乡偶书',
    author: '贺知章',
    dynasty: '唐',
    band: '1-2',
    from: { collection: T, title: '回乡偶书·其一', author: '贺知章', opens: '少小离家' },
  },
  {
    title: '凉州词',
    author: '王之涣',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '凉州词', author: '王之涣', opens: '黄河远上' },
  },
  {
    title: '登鹳雀楼',
    author: '王之涣',
    dynasty: '唐',
    band: '1-2',
    from: { collection: Q, title: '登鹳雀楼', author: '王之涣', opens: '白日依山' },
  },
  {
    title: '春晓',
    author: '孟浩然',
    dynasty: '唐',
    band: '1-2',
    from: { collection: T, title: '春晓', author: '孟浩然', opens: '春眠不觉' },
  },
  {
    title: '凉州词',
    author: '王翰',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '凉州词', author: '王翰', opens: '葡萄美酒' },
  },
  {
    title: '出塞',
    author: '王昌龄',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '出塞·秦时明月汉时关', author: '王昌龄', opens: '秦时明月' },
  },
  {
    title: '芙蓉楼送辛渐',
    author: '王昌龄',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '芙蓉楼送辛渐', author: '王昌龄', opens: '寒雨连江' },
  },
  {
    title: '鹿柴',
    author: '王维',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '鹿柴', author: '王维', opens: '空山不见' },
  },
  {
    title: '送元二使安西',
    author: '王维',
    dynasty: '唐',
    band: '5-6',
    from: { collection: Q, title: '送元二使安西', author: '王维', opens: '渭城朝雨' },
  },
  {
    title: '九月九日忆山东兄弟',
    author: '王维',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '九月九日忆山东兄弟', author: '王维', opens: '独在异乡' },
  },
  {
    title: '静夜思',
    author: '李白',
    dynasty: '唐',
    band: '1-2',
    // 千家诗 punctuates as the textbooks do; 唐诗三百首 has 疑是地上霜，
    from: { collection: Q, title: '静夜思', author: '李白', opens: '床前明月' },
  },
  {
    title: '古朗月行',
    author: '李白',
    dynasty: '唐',
    band: '1-2',
    note: '节选',
    lines: ['小时不识月，呼作白玉盘。', '又疑瑶台镜，飞在青云端。'],
  },
  {
    title: '望庐山瀑布',
    author: '李白',
    dynasty: '唐',
    band: '1-2',
    lines: ['日照香炉生紫烟，遥看瀑布挂前川。', '飞流直下三千尺，疑是银河落九天。'],
  },
  {
    title: '赠汪伦',
    author: '李白',
    dynasty: '唐',
    band: '1-2',
    lines: ['李白乘舟将欲行，忽闻岸上踏歌声。', '桃花潭水深千尺，不及汪伦送我情。'],
  },
  {
    title: '黄鹤楼送孟浩然之广陵',
    author: '李白',
    dynasty: '唐',
    band: '5-6',
    from: { collection: T, title: '黄鹤楼送孟浩然之广陵', author: '李白', opens: '故人西辞' },
  },
  {
    title: '早发白帝城',
    author: '李白',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '早发白帝城', author: '李白', opens: '朝辞白帝' },
  },
  {
    title: '望天门山',
    author: '李白',
    dynasty: '唐',
    band: '3-4',
    lines: ['天门中断楚江开，碧水东流至此回。', '两岸青山相对出，孤帆一片日边来。'],
  },
  {
    title: '别董大',
    author: '高适',
    dynasty: '唐',
    band: '5-6',
    lines: ['千里黄云白日曛，北风吹雁雪纷纷。', '莫愁前路无知己，天下谁人不识君。'],
  },
  {
    title: '绝句',
    author: '杜甫',
    dynasty: '唐',
    band: '1-2',
    from: { collection: Q, title: '绝句', author: '杜甫', opens: '两个黄鹂' },
  },
  {
    title: '春夜喜雨',
    author: '杜甫',
    dynasty: '唐',
    band: '5-6',
    lines: [
      '好雨知时节，当春乃发生。',
      '随风潜入夜，润物细无声。',
      '野径云俱黑，江船火独明。',
      '晓看红湿处，花重锦官城。',
    ],
  },
  {
    title: '绝句',
    author: '杜甫',
    dynasty: '唐',
    band: '3-4',
    lines: ['迟日江山丽，春风花草香。', '泥融飞燕子，沙暖睡鸳鸯。'],
  },
  {
    title: '江畔独步寻花',
    author: '杜甫',
    dynasty: '唐',
    band: '3-4',
    note: '其六',
    lines: ['黄四娘家花满蹊，千朵万朵压枝低。', '留连戏蝶时时舞，自在娇莺恰恰啼。'],
  },
  {
    title: '枫桥夜泊',
    author: '张继',
    dynasty: '唐',
    band: '5-6',
    from: { collection: T, title: '枫桥夜泊', author: '张继', opens: '月落乌啼' },
  },
  {
    title: '滁州西涧',
    author: '韦应物',
    dynasty: '唐',
    band: '5-6',
    from: { collection: T, title: '滁州西涧', author: '韦应物', opens: '独怜幽草' },
  },
  {
    title: '游子吟',
    author: '孟郊',
    dynasty: '唐',
    band: '5-6',
    from: { collection: T, title: '游子吟', author: '孟郊', opens: '慈母手中' },
  },
  {
    title: '早春呈水部张十八员外',
    author: '韩愈',
    dynasty: '唐',
    band: '5-6',
    note: '其一',
    from: {
      collection: Q,
      title: '初春小雨',
      author: '韩愈',
      opens: '天街小雨',
      why: '千家诗以《初春小雨》为题（并误标宋代）',
    },
  },
  {
    title: '渔歌子',
    author: '张志和',
    dynasty: '唐',
    band: '5-6',
    lines: ['西塞山前白鹭飞，桃花流水鳜鱼肥。', '青箬笠，绿蓑衣，斜风细雨不须归。'],
  },
  {
    title: '塞下曲',
    author: '卢纶',
    dynasty: '唐',
    band: '3-4',
    from: { collection: T, title: '塞下曲·月黑雁飞高', author: '卢纶', opens: '月黑雁飞' },
  },
  {
    title: '望洞庭',
    author: '刘禹锡',
    dynasty: '唐',
    band: '3-4',
    lines: ['湖光秋月两相和，潭面无风镜未磨。', '遥望洞庭山水翠，白银盘里一青螺。'],
  },
  {
    title: '浪淘沙',
    author: '刘禹锡',
    dynasty: '唐',
    band: '5-6',
    note: '其一',
    lines: ['九曲黄河万里沙，浪淘风簸自天涯。', '如今直上银河去，同到牵牛织女家。'],
  },
  {
    title: '赋得古原草送别',
    author: '白居易',
    dynasty: '唐',
    band: '1-2',
    from: { collection: T, title: '赋得古原草送别', author: '白居易', opens: '离离原上' },
  },
  {
    title: '池上',
    author: '白居易',
    dynasty: '唐',
    band: '1-2',
    lines: ['小娃撑小艇，偷采白莲回。', '不解藏踪迹，浮萍一道开。'],
  },
  {
    title: '忆江南',
    author: '白居易',
    dynasty: '唐',
    band: '3-4',
    lines: ['江南好，风景旧曾谙。', '日出江花红胜火，春来江水绿如蓝。', '能不忆江南？'],
  },
  {
    title: '小儿垂钓',
    author: '胡令能',
    dynasty: '唐',
    band: '3-4',
    lines: ['蓬头稚子学垂纶，侧坐莓苔草映身。', '路人借问遥招手，怕得鱼惊不应人。'],
  },
  {
    title: '悯农·其二',
    author: '李绅',
    dynasty: '唐',
    band: '1-2',
    lines: ['锄禾日当午，汗滴禾下土。', '谁知盘中餐，粒粒皆辛苦。'],
  },
  {
    title: '悯农·其一',
    author: '李绅',
    dynasty: '唐',
    band: '1-2',
    lines: ['春种一粒粟，秋收万颗子。', '四海无闲田，农夫犹饿死。'],
  },
  {
    title: '江雪',
    author: '柳宗元',
    dynasty: '唐',
    band: '1-2',
    from: { collection: T, title: '江雪', author: '柳宗元', opens: '千山鸟飞' },
  },
  {
    title: '寻隐者不遇',
    author: '贾岛',
    dynasty: '唐',
    band: '1-2',
    from: { collection: T, title: '寻隐者不遇', author: '贾岛', opens: '松下问童' },
  },
  {
    title: '山行',
    author: '杜牧',
    dynasty: '唐',
    band: '3-4',
    lines: ['远上寒山石径斜，白云生处有人家。', '停车坐爱枫林晚，霜叶红于二月花。'],
  },
  {
    title: '清明',
    author: '杜牧',
    dynasty: '唐',
    band: '3-4',
    from: { collection: Q, title: '清明', author: '杜牧', opens: '清明时节' },
  },
  {
    title: '江南春',
    author: '杜牧',
    dynasty: '唐',
    band: '5-6',
    from: { collection: Q, title: '江南春', author: '杜牧', opens: '千里莺啼' },
  },
  {
    title: '蜂',
    author: '罗隐',
    dynasty: '唐',
    band: '3-4',
    lines: ['不论平地与山尖，无限风光尽被占。', '采得百花成蜜后，为谁辛苦为谁甜？'],
  },
  {
    title: '江上渔者',
    author: '范仲淹',
    dynasty: '宋',
    band: '5-6',
    lines: ['江上往来人，但爱鲈鱼美。', '君看一叶舟，出没风波里。'],
  },
  {
    title: '元日',
    author: '王安石',
    dynasty: '宋',
    band: '3-4',
    from: { collection: Q, title: '元日', author: '王安石', opens: '爆竹声中' },
  },
  {
    title: '泊船瓜洲',
    author: '王安石',
    dynasty: '宋',
    band: '5-6',
    lines: ['京口瓜洲一水间，钟山只隔数重山。', '春风又绿江南岸，明月何时照我还？'],
  },
  {
    title: '书湖阴先生壁',
    author: '王安石',
    dynasty: '宋',
    band: '5-6',
    note: '其一',
    lines: ['茅檐长扫净无苔，花木成畦手自栽。', '一水护田将绿绕，两山排闼送青来。'],
  },
  {
    title: '六月二十七日望湖楼醉书',
    author: '苏轼',
    dynasty: '宋',
    band: '5-6',
    note: '其一',
    lines: ['黑云翻墨未遮山，白雨跳珠乱入船。', '卷地风来忽吹散，望湖楼下水如天。'],
  },
  {
    title: '饮湖上初晴后雨',
    author: '苏轼',
    dynasty: '宋',
    band: '3-4',
    from: { collection: Q, title: '饮湖上初晴后雨', author: '苏轼', opens: '水光潋滟' },
  },
  {
    title: '惠崇春江晚景',
    author: '苏轼',
    dynasty: '宋',
    band: '3-4',
    note: '其一',
    lines: ['竹外桃花三两枝，春江水暖鸭先知。', '蒌蒿满地芦芽短，正是河豚欲上时。'],
  },
  {
    title: '题西林壁',
    author: '苏轼',
    dynasty: '宋',
    band: '3-4',
    lines: ['横看成岭侧成峰，远近高低各不同。', '不识庐山真面目，只缘身在此山中。'],
  },
  {
    title: '夏日绝句',
    author: '李清照',
    dynasty: '宋',
    band: '3-4',
    lines: ['生当作人杰，死亦为鬼雄。', '至今思项羽，不肯过江东。'],
  },
  {
    title: '三衢道中',
    author: '曾几',
    dynasty: '宋',
    band: '3-4',
    from: { collection: Q, title: '三衢道中', author: '曾几', opens: '梅子黄时' },
  },
  {
    title: '示儿',
    author: '陆游',
    dynasty: '宋',
    band: '5-6',
    lines: ['死去元知万事空，但悲不见九州同。', '王师北定中原日，家祭无忘告乃翁。'],
  },
  {
    title: '秋夜将晓出篱门迎凉有感',
    author: '陆游',
    dynasty: '宋',
    band: '5-6',
    note: '其二',
    lines: ['三万里河东入海，五千仞岳上摩天。', '遗民泪尽胡尘里，南望王师又一年。'],
  },
  {
    title: '四时田园杂兴',
    author: '范成大',
    dynasty: '宋',
    band: '5-6',
    note: '其三十一',
    from: { collection: Q, title: '田家', author: '范成大', opens: '昼出耘田', why: '千家诗以《田家》为题' },
  },
  {
    title: '四时田园杂兴',
    author: '范成大',
    dynasty: '宋',
    band: '3-4',
    note: '其二十五',
    lines: ['梅子金黄杏子肥，麦花雪白菜花稀。', '日长篱落无人过，惟有蜻蜓蛱蝶飞。'],
  },
  {
    title: '小池',
    author: '杨万里',
    dynasty: '宋',
    band: '1-2',
    lines: ['泉眼无声惜细流，树阴照水爱晴柔。', '小荷才露尖尖角，早有蜻蜓立上头。'],
  },
  {
    title: '晓出净慈寺送林子方',
    author: '杨万里',
    dynasty: '宋',
    band: '1-2',
    from: {
      collection: Q,
      title: '西湖',
      author: '苏轼',
      opens: '毕竟西湖',
      why: '千家诗以《西湖》为题并误题苏轼',
    },
  },
  {
    title: '春日',
    author: '朱熹',
    dynasty: '宋',
    band: '5-6',
    from: { collection: Q, title: '春日', author: '朱熹', opens: '胜日寻芳' },
  },
  {
    title: '观书有感',
    author: '朱熹',
    dynasty: '宋',
    band: '5-6',
    note: '其一',
    from: { collection: Q, title: '观书有感（其一）', author: '朱熹', opens: '半亩方塘' },
  },
  {
    title: '题临安邸',
    author: '林升',
    dynasty: '宋',
    band: '5-6',
    // 千家诗 prints 暖风薰得; the textbooks print 熏.
    lines: ['山外青山楼外楼，西湖歌舞几时休？', '暖风熏得游人醉，直把杭州作汴州。'],
  },
  {
    title: '游园不值',
    author: '叶绍翁',
    dynasty: '宋',
    band: '5-6',
    lines: ['应怜屐齿印苍苔，小扣柴扉久不开。', '春色满园关不住，一枝红杏出墙来。'],
  },
  {
    title: '乡村四月',
    author: '翁卷',
    dynasty: '宋',
    band: '3-4',
    from: {
      collection: Q,
      title: '村居即事',
      author: '范成大',
      opens: '绿遍山原',
      why: '千家诗以《村居即事》为题并题范成大',
    },
  },
  {
    title: '墨梅',
    author: '王冕',
    dynasty: '元',
    band: '3-4',
    lines: ['我家洗砚池头树，朵朵花开淡墨痕。', '不要人夸好颜色，只留清气满乾坤。'],
  },
  {
    title: '石灰吟',
    author: '于谦',
    dynasty: '明',
    band: '5-6',
    lines: ['千锤万凿出深山，烈火焚烧若等闲。', '粉骨碎身浑不怕，要留清白在人间。'],
  },
  {
    title: '竹石',
    author: '郑燮',
    dynasty: '清',
    band: '5-6',
    lines: ['咬定青山不放松，立根原在破岩中。', '千磨万击还坚劲，任尔东西南北风。'],
  },
  {
    title: '所见',
    author: '袁枚',
    dynasty: '清',
    band: '3-4',
    lines: ['牧童骑黄牛，歌声振林樾。', '意欲捕鸣蝉，忽然闭口立。'],
  },
  {
    title: '村居',
    author: '高鼎',
    dynasty: '清',
    band: '1-2',
    lines: ['草长莺飞二月天，拂堤杨柳醉春烟。', '儿童散学归来早，忙趁东风放纸鸢。'],
  },
  {
    title: '己亥杂诗',
    author: '龚自珍',
    dynasty: '清',
    band: '5-6',
    note: '其二百二十',
    lines: ['九州生气恃风雷，万马齐喑究可哀。', '我劝天公重抖擞，不拘一格降人才。'],
  },
];
