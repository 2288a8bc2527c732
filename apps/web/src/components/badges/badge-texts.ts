// What each badge is called and how it is earned, as the pupil reads it.
import type { BadgeKey } from '@yuwen/protocol';

export const BADGE_TEXTS: Readonly<Record<BadgeKey, { name: string; how: string }>> = {
  first_step: { name: '第一步', how: '完成第一次练习' },
  first_recitation: { name: '第一次背诵', how: '录下第一首背诵' },
  chars_100: { name: '认识100个字', how: '学会 100 个字' },
  chars_500: { name: '认识500个字', how: '学会 500 个字' },
  volume_written: { name: '写完一册', how: '一册课本写字表里的字全部学会' },
  streak_7: { name: '连续7天', how: '连续 7 天都来学习' },
  dictation_full: { name: '听写满分', how: '听写得到 100 分' },
  stars_100: { name: '百颗星', how: '一共得到 100 颗星' },
};
