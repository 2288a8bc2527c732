import type { BpzwCategory } from '@yuwen/protocol';
import type { BpzwPart } from './bpzw-links';

/** The drawn icon of each part (components/area-icons; the four children of 作文能力提升 borrow fitting ones). */
export const PART_ICONS: Readonly<Record<BpzwPart, string>> = {
  zwnltp: 'zwnltp',
  zwwbxxf: 'bpzw',
  zwwtfl: 'library',
  wbxl: 'hzxl',
  xzsc: 'cyxt',
  xscgfzd: 'xscgfzd',
  zkgfzd: 'zkgfzd',
  gkgfzd: 'gkgfzd',
  zjzwzd: 'zjzwzd',
};

/** A line under each part's name on its card. */
export const PART_NOTES: Readonly<Record<BpzwPart, string>> = {
  zwnltp: '方法、文体、练习和素材',
  zwwbxxf: '比喻、拟人，开头和结尾',
  zwwtfl: '写人、记事、写景、书信',
  wbxl: '看图写话、日记、观察日记',
  xzsc: '好词好句，按主题的诗句',
  xscgfzd: '升入初中前，把作文写规范',
  zkgfzd: '给初中同学看的考试要求',
  gkgfzd: '给高中同学看的考试要求',
  zjzwzd: '写好作文的几个好习惯',
};

/** A category's children in order. */
export const childrenOf = (categories: readonly BpzwCategory[], id: number) =>
  categories.filter((category) => category.pid === id);

/** The title bar's words for a part (the category's own name once loaded). */
export const PART_TITLES: Readonly<Record<BpzwPart, string>> = {
  zwnltp: '作文能力提升',
  zwwbxxf: '写作方法',
  zwwtfl: '文体分类',
  wbxl: '文本训练',
  xzsc: '写作素材',
  xscgfzd: '小升初作文',
  zkgfzd: '中考作文',
  gkgfzd: '高考作文',
  zjzwzd: '专家作文指导',
};
