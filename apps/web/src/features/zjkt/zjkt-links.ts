// Where 专家课堂's pages and a lesson's links open, by address (features never import each other).
import type { ZjktLink } from '@yuwen/protocol';
import { lessonPath } from '../../components/textbook-volume/next-lesson';

/** A lesson: its own page on phones (spec §2 /zjktDetail), beside the list on desktop. */
export function zjktLessonPath(desktop: boolean, id: number): string {
  return desktop ? `/zjkt?id=${id}` : `/zjktDetail?id=${id}`;
}

/** A lesson id from the address, undefined when it is not one. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A poem's page in 唐诗宋词, a lesson's in 同步教学; characters open the dictionary instead (no address). */
export function targetPath(link: ZjktLink, desktop: boolean): string | undefined {
  if (link.kind === 'poem') return `${desktop ? '/tssc' : '/tssc/book'}?id=${link.id}`;
  if (link.kind === 'lesson') return lessonPath('/tbjx', link.id, desktop);
  return undefined;
}
