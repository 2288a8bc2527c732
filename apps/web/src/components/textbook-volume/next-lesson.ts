// The lesson a pupil goes on with in a volume, how a lesson is named and where it opens: the contents
// of 同步教学 and the home screen's 「我的课本」 say the same.
import { type LessonSummary, TBJX_MODULE_ID, type TextbookUnit } from '@yuwen/protocol';

/**
 * The lesson to go on with: the first (in book order) that teaches characters not all learned yet;
 * undefined when every lesson is done or none teaches characters.
 */
export function nextLesson(units: readonly TextbookUnit[]): LessonSummary | undefined {
  return units.flatMap((unit) => unit.lessons).find((lesson) => lesson.total > 0 && lesson.learned < lesson.total);
}

/** How a lesson is named: its printed number and title (识字1 天地人, 3 江南), or the title alone. */
export function lessonLabel(lesson: Pick<LessonSummary, 'number' | 'title'>): string {
  return lesson.number ? `${lesson.number} ${lesson.title}` : lesson.title;
}

/**
 * A lesson's page in 同步教学 from where the area opens (`/tbjx`, as the module links give it): on
 * phones its own page (spec §2 bookContent), on desktop beside the book's contents.
 */
export function lessonPath(areaPath: string, lessonId: number, desktop: boolean): string {
  return desktop
    ? `${areaPath}?part=bookContent&id=${lessonId}`
    : `${areaPath}/bookContent/${TBJX_MODULE_ID}/${lessonId}`;
}
