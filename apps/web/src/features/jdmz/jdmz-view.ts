import type { JdmzCategory } from '@yuwen/protocol';

/** The drawn icon of a category card (components/area-icons keys that show what it holds). */
export function categoryIcon(category: Pick<JdmzCategory, 'kind' | 'name'>): string {
  if (category.kind === 'stories') return 'jdmz';
  if (category.kind === 'xiehouyu' || category.name === '歇后语') return 'ask';
  if (category.kind === 'video') return 'sxyd';
  return category.name.includes('格式') || /^[A-D]+式/.test(category.name) ? 'bpcy' : 'cyxt';
}

/** The categories directly under `pid` (0 = the top ones), in order. */
export function childrenOf(categories: readonly JdmzCategory[], pid: number): JdmzCategory[] {
  return categories.filter((category) => category.pid === pid);
}

/** What a category card says it holds. */
export function categoryNote(category: JdmzCategory, categories: readonly JdmzCategory[]): string {
  switch (category.kind) {
    case 'stories':
      return `${category.count} 个成语故事`;
    case 'idioms':
      return category.count > 0 ? `${category.count} 个成语` : '还没有常用的成语';
    case 'xiehouyu':
      return `${category.count} 条歇后语`;
    case 'video':
      return '看成语视频';
    default:
      return childrenOf(categories, category.id)
        .map((child) => child.name.replace(/(成语|歇后语)$/, ''))
        .join(' · ');
  }
}

/**
 * What an idiom group with none a pupil should know says instead of its list (the importer keeps
 * such a group, ABAB, so the page can say so): kindly, for a child, pointing to the other groups.
 */
export function emptyGroupText(category: Pick<JdmzCategory, 'name'>): string {
  const form = /^([A-D]{4})式/.exec(category.name)?.[1];
  return form
    ? `小朋友常用的成语里，还没有${form}式的。这样的成语很少见，先去看看别的格式吧！`
    : `小朋友常用的成语里，还没有${category.name.replace(/成语$/, '')}的。先去看看别的吧！`;
}

/** Stars for a 成语接龙 round by the idioms the pupil found: 1, 3 and 5. */
export function chainStars(pupilIdioms: number): number {
  return pupilIdioms >= 5 ? 3 : pupilIdioms >= 3 ? 2 : pupilIdioms >= 1 ? 1 : 0;
}

/** Stars for a quiz score (0–100). */
export function quizStars(score: number): number {
  return score >= 90 ? 3 : score >= 70 ? 2 : score >= 50 ? 1 : 0;
}

/** 出处 as the page says it: 出自《…》. */
export function originText(origin: string): string {
  return origin === '' ? '' : `出自${origin}`;
}
