/**
 * (OpenCC t→cn already mends 百家姓 伍余元蔔→卜, 弟子规 悅複諫→复, 千家诗 行人慾斷魂→欲.)
 *
 * Reviewed corrections applied after the traditional → simplified conversion: typos of the
 * sources and conversions OpenCC cannot get right. Each entry says why. `collection` limits an
 * entry to one collection; the report lists entries that matched nothing, so stale ones show.
 */
export interface TextFix {
  from: string;
  to: string;
  collection?: string;
  why: string;
}

export const TEXT_FIXES: readonly TextFix[] = [
  {
    from: '茍',
    to: '苟',
    why: '茍 (jì, 急敕) is a different character; the sources use it for 苟 (三字经 “苟不教”), OpenCC keeps it',
  },
  {
    from: '在岳咏蝉',
    to: '在狱咏蝉',
    collection: 'quantangshi',
    why: '骆宾王 wrote it in prison (狱); 全唐诗 has the typo 在嶽詠蟬, converted to 岳',
  },
  {
    from: '穉子',
    to: '稚子',
    collection: 'quantangshi',
    why: '穉 is the old variant of 稚; textbooks print 稚子 (胡令能 小儿垂钓), OpenCC keeps 穉',
  },
  {
    from: '馀',
    to: '余',
    why: '通用规范汉字表 writes 余 (馀 only where 余 would be ambiguous); the songci files keep 馀 (馀香, 残馀)',
  },
  {
    from: '讬',
    to: '托',
    why: '讬 is the pre-2013 simplification of 託; 通用规范汉字表 merges it into 托 (楚辞 悲回风)',
  },
];
