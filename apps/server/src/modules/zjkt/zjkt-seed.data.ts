/**
 * The lessons we write ourselves, so a new installation does not show pupils an empty 专家课堂.
 * Links name their target by what stays the same across imports: a poem by title and author, a
 * textbook lesson by its key; a target the catalogue lacks is left out.
 */
export interface SeedLesson {
  key: string;
  title: string;
  text: string;
  poem?: { title: string; author: string };
  lessonKey?: string;
  chars: string;
}

export const SEED_LESSONS: readonly SeedLesson[] = [
  {
    key: 'seed:yonge',
    title: '和骆宾王一起看白鹅',
    text: [
      '《咏鹅》是唐代诗人骆宾王写的。传说他写这首诗的时候，只有七岁。',
      '先听诗里的声音：“鹅，鹅，鹅”，像在呼唤池塘里的白鹅。',
      '再找诗里的颜色：白白的羽毛，绿绿的池水，红红的脚掌，清清的水波。',
      '读完闭上眼睛想一想：白鹅弯着脖子朝天唱歌，红脚掌在水里轻轻拨动。你能把这幅画说给家里人听吗？',
    ].join('\n'),
    poem: { title: '咏鹅', author: '骆宾王' },
    chars: '鹅项歌掌波',
  },
  {
    key: 'seed:jingyesi',
    title: '月光下的《静夜思》',
    text: [
      '《静夜思》是唐代诗人李白写的，很多小朋友最早会背的就是它。',
      '一个安静的夜晚，诗人看见床前一片月光，白白的，好像地上结了一层霜。',
      '他抬起头看看天上的明月，又低下头，想起了远方的家乡。',
      '读的时候慢一点，“举头”和“低头”可以读出动作来。想一想：要是离家很远，你会想念谁呢？',
    ].join('\n'),
    poem: { title: '静夜思', author: '李白' },
    lessonKey: 'g1b/u4/1',
    chars: '床霜举望故乡',
  },
  {
    key: 'seed:tiandiren',
    title: '认一认：天、地、人',
    text: [
      '一年级上册的第一课，我们来认识“天、地、人”。',
      '抬头看，头顶上是天；低头看，脚下是地；站在天地中间的，是我们人。',
      '这一课还有“你、我、他”：说自己用“我”，对面的人是“你”，旁边的人是“他”。',
      '写“人”字时，一撇一捺分开站稳，就像一个人张开双脚，稳稳地站在地上。',
    ].join('\n'),
    lessonKey: 'g1a/u1/1',
    chars: '天地人你我他',
  },
  {
    key: 'seed:chunxiao',
    title: '春天的早晨：《春晓》',
    text: [
      '《春晓》是唐代诗人孟浩然写的。“晓”，就是天刚亮的时候。',
      '春天的夜里睡得真香，醒来时天已经亮了，到处都能听见小鸟在叫。',
      '诗人忽然想起，昨天夜里刮风下雨，不知道有多少花被打落了。',
      '读这首诗，前两句读出醒来的轻松，后两句读出对落花的一点点心疼。',
    ].join('\n'),
    poem: { title: '春晓', author: '孟浩然' },
    chars: '眠晓闻啼',
  },
];
