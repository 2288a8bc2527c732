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
];
