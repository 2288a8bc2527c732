import { type Crumb, TBJX_MODULE_ID } from '@yuwen/protocol';
import type { Crumb as TrailStep } from '../../components/content-kit/breadcrumbs';
import type { TbjxLinks } from './tbjx-links';

/**
 * The trail of a unit or lesson from the server's breadcrumbs (module → volume → unit → lesson):
 * the module opens the contents, the volume its own contents, the unit its page; the last step is
 * where one stands. A trail that starts below the module gets the module in front.
 */
export function textbookTrail(crumbs: readonly Crumb[], links: TbjxLinks): TrailStep[] {
  const full = crumbs[0]?.id === TBJX_MODULE_ID ? crumbs : [{ id: TBJX_MODULE_ID, name: '同步教学' }, ...crumbs];
  const targets = [
    () => links.index(),
    (id: number) => links.index(id),
    (id: number) => links.part('partInfo', id),
    (id: number) => links.part('bookContent', id),
  ];
  return full.map((crumb, index) => ({
    label: crumb.name,
    to: index === full.length - 1 ? undefined : targets[index]?.(crumb.id),
  }));
}

/** The trail of a page about a lesson (its media, 教案): the lesson's own step leads back to it. */
export function lessonPageTrail(lesson: { id: number; breadcrumbs: readonly Crumb[] }, links: TbjxLinks): TrailStep[] {
  return textbookTrail(lesson.breadcrumbs, links).map((step, index, all) =>
    index === all.length - 1 ? { ...step, to: links.part('bookContent', lesson.id) } : step,
  );
}

/** Teachers and admins read and write 教案. */
export function writesPlans(role: string | undefined): boolean {
  return role === 'teacher' || role === 'admin';
}
