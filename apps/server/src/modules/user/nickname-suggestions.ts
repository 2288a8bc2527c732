import { randomInt } from 'node:crypto';

// Friendly words for pupils: a quality, then a small animal or thing from nature.
const QUALITIES = [
  '快乐的',
  '勇敢的',
  '聪明的',
  '认真的',
  '爱笑的',
  '勤奋的',
  '机灵的',
  '温柔的',
  '好奇的',
  '开心的',
  '阳光',
  '安静的',
  '活泼的',
  '爱读书的',
  '会写诗的',
  '爱唱歌的',
  '小小',
  '闪亮的',
];
const CREATURES = [
  '小熊',
  '小兔',
  '小鹿',
  '熊猫',
  '海豚',
  '小猫',
  '小狗',
  '松鼠',
  '小象',
  '企鹅',
  '孔雀',
  '百灵鸟',
  '小鱼',
  '蝴蝶',
  '向日葵',
  '小树苗',
  '星星',
  '月亮',
  '白云',
  '小马',
];

/** `count` different nickname suggestions, e.g. 勇敢的小熊. */
export function suggestNicknames(count = 6): string[] {
  const picked = new Set<string>();
  while (picked.size < count) {
    picked.add(`${QUALITIES[randomInt(QUALITIES.length)]}${CREATURES[randomInt(CREATURES.length)]}`);
  }
  return [...picked];
}
