import type { JdmzCategory } from '@yuwen/protocol';
import { describe, expect, it } from 'vitest';
import { categoryIcon, categoryNote, chainStars, childrenOf, emptyGroupText, quizStars } from './jdmz-view';

const category = (id: number, pid: number, name: string, kind: JdmzCategory['kind'], count = 0): JdmzCategory => ({
  id,
  pid,
  name,
  kind,
  count,
});
const CATEGORIES = [
  category(1, 0, '寓言与成语故事', 'stories', 107),
  category(2, 0, '主题成语', 'group'),
  category(3, 2, '数字成语', 'idioms', 60),
  category(4, 2, '动物成语', 'idioms', 55),
  category(5, 0, '歇后语', 'group'),
  category(6, 5, '动物歇后语', 'xiehouyu', 60),
  category(7, 0, '成语视频', 'video'),
];

describe('成语典故 view rules', () => {
  it('nests categories and says what each card holds', () => {
    expect(childrenOf(CATEGORIES, 0).map((c) => c.id)).toEqual([1, 2, 5, 7]);
    expect(childrenOf(CATEGORIES, 2).map((c) => c.id)).toEqual([3, 4]);
    const note = (id: number) => categoryNote(CATEGORIES.find((c) => c.id === id) as JdmzCategory, CATEGORIES);
    expect([note(1), note(2), note(3), note(6), note(7)]).toEqual([
      '107 个成语故事',
      '数字 · 动物',
      '60 个成语',
      '60 条歇后语',
      '看成语视频',
    ]);
  });

  it('says kindly that a group holds no idiom a pupil should know', () => {
    const abab = category(9, 8, 'ABAB式成语', 'idioms', 0);
    expect(categoryNote(abab, [...CATEGORIES, abab])).toBe('还没有常用的成语');
    expect(emptyGroupText(abab)).toBe('小朋友常用的成语里，还没有ABAB式的。这样的成语很少见，先去看看别的格式吧！');
    expect(emptyGroupText(category(10, 2, '颜色成语', 'idioms', 0))).toBe(
      '小朋友常用的成语里，还没有颜色的。先去看看别的吧！',
    );
  });

  it('draws each kind with its own icon', () => {
    expect(CATEGORIES.map(categoryIcon)).toEqual(['jdmz', 'cyxt', 'cyxt', 'cyxt', 'ask', 'ask', 'sxyd']);
    expect(categoryIcon(category(8, 0, 'ABCC式成语', 'idioms'))).toBe('bpcy');
  });

  it('gives stars for idioms found and for quiz scores', () => {
    expect([0, 1, 3, 5, 9].map(chainStars)).toEqual([0, 1, 2, 3, 3]);
    expect([40, 50, 70, 90, 100].map(quizStars)).toEqual([0, 1, 2, 3, 3]);
  });
});
