/**
 * 课本里的古诗文: the 古诗 and 文言文 of the 统编版 textbook lessons (and their 日积月累) that no
 * other collection holds in the textbook's wording, entered by the project from the
 * public-domain text and proofread character by character. See README.md in this folder.
 *
 * Every text agrees with at least two independent published copies of the textbook's wording,
 * named in the comment above it; where copies differ the textbook's wording wins. Titles and
 * authors are as the textbook prints them. The texts that other collections already hold are
 * linked, not copied (`TEXTBOOK_LINKS` and `findTextbookPoem`), so a poem keeps one id.
 */
import type { GradeBand } from './bibei75.data.js';

export interface TextbookClassic {
  title: string;
  /** '' where the textbook names no author (文言文 name their book in the note instead). */
  author: string;
  dynasty: string;
  /** The volume whose lesson or 日积月累 prints it. */
  volume: string;
  band: GradeBand;
  /** Shown with the text: the book it is taken from, a reading, a wording choice. */
  note?: string;
  lines: readonly string[];
}

export const TEXTBOOK_CLASSICS: readonly TextbookClassic[] = [
  // 一年级上册 语文园地 日积月累. Wording: 17kangjie.cn/shenghuo/228296.html, ppfocus.com/0/tr83c85ee.html,
  // m.tftnews.com/news14830 (all 春去花还在). Attribution: those pages report textbooks printing 佚名,
  // 王维 or 高鼎, and that neither 王维's collection nor 《全唐诗》 has the poem; no copy shows what
  // the 统编版 prints, and our textbook data records the title alone, so no author is given.
  {
    title: '画',
    author: '',
    dynasty: '',
    volume: '一年级上册',
    band: '1-2',
    note: '作者说法不一（旧题唐·王维，王维诗集与《全唐诗》均不载），此处不署',
    lines: ['远看山有色，近听水无声。', '春去花还在，人来鸟不惊。'],
  },
  // 一年级下册 语文园地八 日积月累: hantang/cntextbook 一年级下册/text/第八单元/语文园地八.md (the
  // revised textbook, [明] 唐寅); bxbang.cn/post/454.html (一年级下册《画鸡》明代 唐寅);
  // zgkjsz.com/page/2020/0620/8511627.shtml ([明]唐寅).
  {
    title: '画鸡',
    author: '唐寅',
    dynasty: '明',
    volume: '一年级下册',
    band: '1-2',
    lines: ['头上红冠不用裁，满身雪白走将来。', '平生不敢轻言语，一叫千门万户开。'],
  },
  // 二年级上册 日积月累: studyofnet.com/153855994.html (部编版二年级上册, 宋 王安石);
  // wujiajia.com/read/743894.html (二年级上册); chinese-poetry 全宋诗 poet.song.32000.json (same words).
  {
    title: '梅花',
    author: '王安石',
    dynasty: '宋',
    volume: '二年级上册',
    band: '1-2',
    lines: ['墙角数枝梅，凌寒独自开。', '遥知不是雪，为有暗香来。'],
  },
  // 二年级上册 日积月累: freewechat.com/a/MzIyODM5OTA3Mw==/2247496578/3 (部版语文二上《夜宿山寺》);
  // zouzhongliang.com/index.php/2019/05/27/yesushansi ([唐] 李白); ranfinancial.com/showbook/111206/1294630.html.
  {
    title: '夜宿山寺',
    author: '李白',
    dynasty: '唐',
    volume: '二年级上册',
    band: '1-2',
    lines: ['危楼高百尺，手可摘星辰。', '不敢高声语，恐惊天上人。'],
  },
  // 三年级上册 古诗三首 (with 望洞庭 and 山行 in the revised book): doczj.com/doc/5b9206614.html (人教版课本古诗,
  // 三年级上册 【宋】叶绍翁); 123jzs.com/jxwd/202508/204991.html; lanjian.net.cn/shujy/202505/185302.html.
  {
    title: '夜书所见',
    author: '叶绍翁',
    dynasty: '宋',
    volume: '三年级上册',
    band: '3-4',
    lines: ['萧萧梧叶送寒声，江上秋风动客情。', '知有儿童挑促织，夜深篱落一灯明。'],
  },
  // 三年级上册 文言文: 121xx.cn/gu/wen/info/1456; code file ids 52203308760 (三年级上册 lesson 24) and 61540223166
  // (三年级上册). All: 足跌没水中。众皆弃去，… (copies of 《司马光砸缸》 on poetry sites put the full stop after
  // 弃去). dafeichuangye.com/d/289457.html and m.zgkjsz.com/page/2021/1211/9436137.shtml: the lesson is taken from
  // 《宋史·司马光传》.
  {
    title: '司马光',
    author: '',
    dynasty: '',
    volume: '三年级上册',
    band: '3-4',
    note: '选自《宋史·司马光传》',
    lines: ['群儿戏于庭，一儿登瓮，足跌没水中。', '众皆弃去，光持石击瓮破之，水迸，儿得活。'],
  },
  // 四年级上册 古诗三首: hanzi3000.com/contents/xx41/xx41DA010.html (四年级上册课文); m.bdocx.com/doc/1650602.html
  // (四年级上册古诗, 【唐】白居易, 真珠); chinese-poetry 全唐诗 poet.tang.23000.json (same words).
  {
    title: '暮江吟',
    author: '白居易',
    dynasty: '唐',
    volume: '四年级上册',
    band: '3-4',
    lines: ['一道残阳铺水中，半江瑟瑟半江红。', '可怜九月初三夜，露似真珠月似弓。'],
  },
  // 四年级上册 文言文: npbww.com/gujixiufu/czg1czjjif.html (the textbook's notes: 选自《山海经·北山经》，
  // 上海古籍出版社1999年版); qqstock.cn/content/24/0219/22/298711_1114547545.shtml (四年级上册);
  // 360docs.net/doc/0e10093807.html (the text as printed, with its 注音). All: 故为精卫，常衔….
  {
    title: '精卫填海',
    author: '',
    dynasty: '',
    volume: '四年级上册',
    band: '3-4',
    note: '选自《山海经·北山经》',
    lines: ['炎帝之少女，名曰女娃。', '女娃游于东海，溺而不返，故为精卫，常衔西山之木石，以堙于东海。'],
  },
  // 四年级上册 文言文: xiaoyugongdu.com/tag/王戎不取道旁李 (四年级上册, notes ① 本文选自《世说新语·雅量》);
  // daowen.com/book/content/217623776/5432731.html; 360docs.net/doc/4312370713.html (四年级).
  {
    title: '王戎不取道旁李',
    author: '',
    dynasty: '',
    volume: '四年级上册',
    band: '3-4',
    note: '选自《世说新语·雅量》（南朝宋·刘义庆）',
    lines: [
      '王戎七岁，尝与诸小儿游。',
      '看道边李树多子折枝，诸儿竞走取之，唯戎不动。',
      '人问之，答曰：“树在道边而多子，此必苦李。”',
      '取之，信然。',
    ],
  },
  // 四年级下册 古诗词三首: hantang/cntextbook 四年级下册/text/第一单元/古诗词三首.md; m.wenke99.com/p-9089149.html
  // (部编版四年级下册); m.iread.qq.com/read/1041137814/7; chinese-poetry 全宋诗 poet.song.142000.json
  // (宿新市徐公店二首 其一). meipian.cn/51ng3qpw notes the textbook's 新绿 where older books had 花落.
  {
    title: '宿新市徐公店',
    author: '杨万里',
    dynasty: '宋',
    volume: '四年级下册',
    band: '3-4',
    note: '《宿新市徐公店二首》其一；课本作“树头新绿未成阴”（旧本多作“花落”）',
    lines: ['篱落疏疏一径深，树头新绿未成阴。', '儿童急走追黄蝶，飞入菜花无处寻。'],
  },
  // 四年级下册 古诗词三首: hantang/cntextbook 四年级下册/text/第一单元/古诗词三首.md (notes: 乐 yuè, 亡 wú);
  // kebenzhan.com/changchunban/sannianji/yuwenxiace/kewen/6533.html (人教版课标本 text and the same notes);
  // simontheskinnypig.com/xiao/wus/29432.html. chinese-poetry's 全宋词 reads 蛮音 where the textbook has 吴音.
  {
    title: '清平乐·村居',
    author: '辛弃疾',
    dynasty: '宋',
    volume: '四年级下册',
    band: '3-4',
    note: '词牌“清平乐”的“乐”读 yuè',
    lines: [
      '茅檐低小，溪上青青草。',
      '醉里吴音相媚好，白发谁家翁媪？',
      '大儿锄豆溪东，中儿正织鸡笼。',
      '最喜小儿亡赖，溪头卧剥莲蓬。',
    ],
  }, // 三年级下册 文言文: m.enxinlong.com/doc-13837953.html (部编版三下, the textbook's notes ①选自《韩非子·五蠹》…⑦冀(jì));
  // daowen.com/book/content/217623776/5432746.html (宋(sòng)人有耕(gēng)者); code file id 61540223166 (三年级下册).
  // All: 宋人有耕者。田中有株。 (older books and some pages print 耕田者, or a comma after 株; the lesson has 39 characters).
  {
    title: '守株待兔',
    author: '',
    dynasty: '',
    volume: '三年级下册',
    band: '3-4',
    note: '选自《韩非子·五蠹》',
    lines: ['宋人有耕者。田中有株。兔走触株，折颈而死。', '因释其耒而守株，冀复得兔。', '兔不可复得，而身为宋国笑。'],
  },
  // 四年级下册 文言文二则: code file id 52302640400 (四年级下册 lesson 18 文言文二则); max.book118.com/html/2025/0122/
  // 8017050126007024.shtm (四年级下册第18课); m.taowenge.com/p-69710097.html (部编版四下, 选自《晋书·车胤传》).
  {
    title: '囊萤夜读',
    author: '',
    dynasty: '',
    volume: '四年级下册',
    band: '3-4',
    note: '选自《晋书·车胤传》',
    lines: ['胤恭勤不倦，博学多通。', '家贫不常得油，夏月则练囊盛数十萤火以照书，以夜继日焉。'],
  },
  // 四年级下册 文言文二则: code file id 52302640400 (lesson 18); m.yd166.com/jiaoyu/5651961827.html (四年级下册文言文);
  // m.taowenge.com/p-69710097.html (部编版四下, 选自《方舆胜览·眉州》). The lesson begins 磨针溪，在象耳山下 (the source
  // book's 在眉州象耳山下 and its closing 媪自言姓武… are not printed).
  {
    title: '铁杵成针',
    author: '',
    dynasty: '',
    volume: '四年级下册',
    band: '3-4',
    note: '选自宋代祝穆《方舆胜览·眉州》',
    lines: [
      '磨针溪，在象耳山下。',
      '世传李太白读书山中，未成，弃去。',
      '过是溪，逢老媪方磨铁杵。问之，曰：“欲作针。”',
      '太白感其意，还卒业。',
    ],
  },
  // 五年级下册 古诗三首: code file ids 55893520080 (部编版 5 年级下 P3) and 59637133142 (五年级下册 level); 1ppt.com/kejian/
  // 89401.html (部编版五年级下册 PPT: 钲，锣). All 银钲; code file id 71626984307 notes 银铮 as the common reading outside
  // the textbook.
  {
    title: '稚子弄冰',
    author: '杨万里',
    dynasty: '宋',
    volume: '五年级下册',
    band: '5-6',
    lines: ['稚子金盆脱晓冰，彩丝穿取当银钲。', '敲成玉磬穿林响，忽作玻璃碎地声。'],
  },
  // 五年级下册 古诗三首: code file ids 55893520080 (部编版 5 年级下 P6) and 70577572229 (五年级下册); chinese-poetry 全唐诗
  // poet.tang.6000.json (从军行七首 四, same words).
  {
    title: '从军行',
    author: '王昌龄',
    dynasty: '唐',
    volume: '五年级下册',
    band: '5-6',
    note: '《从军行七首》其四',
    lines: ['青海长云暗雪山，孤城遥望玉门关。', '黄沙百战穿金甲，不破楼兰终不还。'],
  },
  // 五年级下册 文言文: m.tftnews.com/news851853 (部编版五年级下册第15课, with the notes ①选自《韩非子·难一》…);
  // freewechat.com/a/MzU3NTkyNTU5Ng==/2247489677/3 (部编五年级下册第15课); yuwenlexue.com/posts/zi-xiang-mao-dun.html (the
  // same notes; it prints 以子之矛陷子之盾 without the comma). All 鬻盾与矛 (other pages have 鬻矛与盾).
  {
    title: '自相矛盾',
    author: '',
    dynasty: '',
    volume: '五年级下册',
    band: '5-6',
    note: '选自《韩非子·难一》',
    lines: [
      '楚人有鬻盾与矛者，誉之曰：“吾盾之坚，物莫能陷也。”',
      '又誉其矛曰：“吾矛之利，于物无不陷也。”',
      '或曰：“以子之矛，陷子之盾，何如？”其人弗能应也。',
      '夫不可陷之盾与无不陷之矛，不可同世而立。',
    ],
  },
  // 五年级下册 文言文: f.tikuw.cn/f/item?id=1832248746772647 (《杨氏之子》五年级, 为(wèi)：给，替);
  // www1.hnqianxun.com/hykz/3650.html (五年级小古文, 选自《世说新语·言语》); youshici.com/poem/203w-py.html.
  {
    title: '杨氏之子',
    author: '',
    dynasty: '',
    volume: '五年级下册',
    band: '5-6',
    note: '选自《世说新语·言语》（南朝宋·刘义庆）',
    lines: [
      '梁国杨氏子九岁，甚聪惠。',
      '孔君平诣其父，父不在，乃呼儿出。',
      '为设果，果有杨梅。',
      '孔指以示儿曰：“此是君家果。”',
      '儿应声答曰：“未闻孔雀是夫子家禽。”',
    ],
  },
  // 六年级下册 古诗三首: m.2haoxitong.net/k/doc/44ef8ba700f69e3143323968011ca300a7c3f6ee.html (the textbook page with
  // its 注音 and notes, 1. 选自《古诗十九首》。作者不详); m.bdocx.com/doc/24149360.html (统编版六年级下册古诗注释);
  // wujiajia.com/read/365585.html (六年级下册). All 相去复几许。 (other pages end that line with ？ or ！).
  {
    title: '迢迢牵牛星',
    author: '',
    dynasty: '',
    volume: '六年级下册',
    band: '5-6',
    note: '选自《古诗十九首》，作者不详，写作时代大约在东汉末年',
    lines: [
      '迢迢牵牛星，皎皎河汉女。',
      '纤纤擢素手，札札弄机杼。',
      '终日不成章，泣涕零如雨。',
      '河汉清且浅，相去复几许。',
      '盈盈一水间，脉脉不得语。',
    ],
  },
  // 六年级下册 古诗三首: trklw.com/hanyucidian/cump0re8za.html (六年级下册第三课); m.2haoxitong.net (as above, which ends
  // the poem with ？); code file id 70577572229 (六年级下册). 落谁家 as the textbook prints it (chinese-poetry 全唐诗
  // poet.tang.16000.json, 十五夜望月寄杜郎中, reads 在谁家).
  {
    title: '十五夜望月',
    author: '王建',
    dynasty: '唐',
    volume: '六年级下册',
    band: '5-6',
    note: '题一作《十五夜望月寄杜郎中》',
    lines: ['中庭地白树栖鸦，冷露无声湿桂花。', '今夜月明人尽望，不知秋思落谁家。'],
  },
  // 六年级下册 古诗三首: jindyey.com/625769.html (部编版六年级下第10课《古诗三首》); code file id 70577572229 (六年级下册,
  // 马诗 其五); waxn.cn/post/34792.html (六年级下册).
  {
    title: '马诗',
    author: '李贺',
    dynasty: '唐',
    volume: '六年级下册',
    band: '5-6',
    note: '《马诗二十三首》其五',
    lines: ['大漠沙如雪，燕山月似钩。', '何当金络脑，快走踏清秋。'],
  },
  // 六年级下册 文言文二则: code file ids 61540223166 (六年级下册) and 63510339348 (6-2-014 学弈); freewechat.com/a/
  // MzAxNDcxMjM5NA==/2247484394 (六年级下册《文言文两则》, with 注音).
  {
    title: '学弈',
    author: '',
    dynasty: '',
    volume: '六年级下册',
    band: '5-6',
    note: '选自《孟子·告子上》',
    lines: [
      '弈秋，通国之善弈者也。',
      '使弈秋诲二人弈，其一人专心致志，惟弈秋之为听；',
      '一人虽听之，一心以为有鸿鹄将至，思援弓缴而射之。',
      '虽与之俱学，弗若之矣。',
      '为是其智弗若与？曰：非然也。',
    ],
  },
  // 六年级下册 文言文二则: code file id 61540223166 (六年级下册); kebenzhan.com/hujiaoban/liunianji/yuwenshangce/kewen/8674.html
  // (人教版课标本 and 语文S版 texts with their notes); m.renrendoc.com/p-60166489.html (六年级下册). All 一儿以日初出远 (code
  // file id 63510339348 alone adds 曰：“我).
  {
    title: '两小儿辩日',
    author: '',
    dynasty: '',
    volume: '六年级下册',
    band: '5-6',
    note: '选自《列子·汤问》',
    lines: [
      '孔子东游，见两小儿辩斗，问其故。',
      '一儿曰：“我以日始出时去人近，而日中时远也。”',
      '一儿以日初出远，而日中时近也。',
      '一儿曰：“日初出大如车盖，及日中则如盘盂，此不为远者小而近者大乎？”',
      '一儿曰：“日初出沧沧凉凉，及其日中如探汤，此不为近者热而远者凉乎？”',
      '孔子不能决也。',
      '两小儿笑曰：“孰为汝多知乎？”',
    ],
  },
  // 六年级下册 古诗词诵读: 777doc.com/doc-8340714.html (部编版六年级下册《采薇(节选)》, with 注音 yù, zài); hbsztv.com/wenhua/
  // 2023/1128/1007087.html (the notes ①选自《诗经·小雅》…); code file id 70577572229 (六年级下册). The last eight lines
  // of the poem, which 诗经 holds whole (采薇采薇…).
  {
    title: '采薇（节选）',
    author: '',
    dynasty: '',
    volume: '六年级下册',
    band: '5-6',
    note: '选自《诗经·小雅》',
    lines: ['昔我往矣，杨柳依依。', '今我来思，雨雪霏霏。', '行道迟迟，载渴载饥。', '我心伤悲，莫知我哀！'],
  },
  // 六年级下册 古诗词诵读: m.777doc.com/doc-5474220.html (部编六年级下册 8); freewechat.com/a/MzA4NTA2Mzg4Nw==/2448464527/8
  // (六下古诗词诵读8). Both 赶上春 in 江南 (chinese-poetry 全宋词 ci.song.1000.json reads 江东).
  {
    title: '卜算子·送鲍浩然之浙东',
    author: '王观',
    dynasty: '宋',
    volume: '六年级下册',
    band: '5-6',
    lines: [
      '水是眼波横，山是眉峰聚。',
      '欲问行人去那边？眉眼盈盈处。',
      '才始送春归，又送君归去。',
      '若到江南赶上春，千万和春住。',
    ],
  },
  // 六年级下册 古诗词诵读 9 (苏轼's 浣溪沙 of the 清泉寺, with its preface): code file id 51874354186 (六年级下册 古诗词诵读,
  // Poem 9); m.ximalaya.com/sound/269298450 (the lesson with its preface and notes); chinese-poetry 全宋词 ci.song.1000.json.
  // All 萧萧暮雨 (some pages have 潇潇).
  {
    title: '浣溪沙',
    author: '苏轼',
    dynasty: '宋',
    volume: '六年级下册',
    band: '5-6',
    note: '小序：游蕲水清泉寺，寺临兰溪，溪水西流。',
    lines: ['山下兰芽短浸溪，松间沙路净无泥，萧萧暮雨子规啼。', '谁道人生无再少？门前流水尚能西！休将白发唱黄鸡。'],
  },
  // 六年级下册 古诗词诵读 10: code file id 51874354186 (六年级下册, Poem 10); wddqw.com/doc/e8bcd7831be8b8f67c1cfad6195f312b3169ebf2.html
  // (10.古诗《清平乐》, its notes); gudianfeng.com/new/799ca6099c2546ca858141808c192a8d (六年级必背, with pinyin);
  // chinese-poetry 全宋词 ci.song.2000.json (same words).
  {
    title: '清平乐',
    author: '黄庭坚',
    dynasty: '宋',
    volume: '六年级下册',
    band: '5-6',
    note: '词牌“清平乐”的“乐”读 yuè',
    lines: [
      '春归何处？寂寞无行路。',
      '若有人知春去处，唤取归来同住。',
      '春无踪迹谁知？除非问取黄鹂。',
      '百啭无人能解，因风飞过蔷薇。',
    ],
  },
];

/**
 * Textbook titles whose text another collection holds under another title or author: which
 * poem the lesson links to. Other textbook titles link to the poem of the same title (and
 * author, where the textbook names one), the first in the catalogue's order.
 */
export interface TextbookLink {
  /** The title as the textbook prints it. */
  title: string;
  /** The author as the textbook prints it, where it names one. */
  author?: string;
  poem: { collection: string; title: string; author: string; opens: string };
}

export const TEXTBOOK_LINKS: readonly TextbookLink[] = [
  // hantang/cntextbook 四年级下册 古诗词三首 prints the text of 小学必背 No. 62 character for character.
  {
    title: '四时田园杂兴（其二十五）',
    poem: { collection: 'bibei75', title: '四时田园杂兴', author: '范成大', opens: '梅子金黄' },
  },
  // 其二 is 锄禾日当午 (悯农二首 in the order of lizhifm.com/1072461/2743097951898710534; code file ids 57870732844
  // and 71412711543 title 锄禾日当午 悯农（其二）), 小学必背 No. 41.
  { title: '悯农（其二）', poem: { collection: 'bibei75', title: '悯农·其二', author: '李绅', opens: '锄禾日当午' } },
  {
    title: '古朗月行（节选）',
    poem: { collection: 'bibei75', title: '古朗月行', author: '李白', opens: '小时不识月' },
  },
  // 二年级下册 prints the first four lines (离离原上草…春风吹又生), as every copy of the poem reads them.
  {
    title: '赋得古原草送别（节选）',
    poem: { collection: 'bibei75', title: '赋得古原草送别', author: '白居易', opens: '离离原上草' },
  },
  // The textbook names the poet 卢钺 (卢梅坡 is his sobriquet): dict.shualue.com/juzi/141431.html
  // (部编版四年级上册), hkxiaopan.com/column/xiaopan/88105.html; both print 骚人阁笔费评章 as 千家诗 does.
  {
    title: '雪梅',
    author: '卢钺',
    poem: { collection: 'qianjiashi', title: '雪梅·其一', author: '卢梅坡', opens: '梅雪争春' },
  },
  // 五年级下册 古诗三首 prints 小学必背 No. 61 character for character (code file id 70577572229, 五年级下册 其三十一;
  // code file id 68775955552, same words).
  {
    title: '四时田园杂兴（其三十一）',
    poem: { collection: 'bibei75', title: '四时田园杂兴', author: '范成大', opens: '昼出耘田' },
  },
  // Many poems share these tune names: the lesson's is the one it prints, entered above.
  {
    title: '浣溪沙',
    author: '苏轼',
    poem: { collection: 'kebengushiwen', title: '浣溪沙', author: '苏轼', opens: '山下兰芽' },
  },
  {
    title: '清平乐',
    author: '黄庭坚',
    poem: { collection: 'kebengushiwen', title: '清平乐', author: '黄庭坚', opens: '春归何处' },
  },
];
