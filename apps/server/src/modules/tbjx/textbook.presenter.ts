import type { TextbookLessonRow, TextbookUnitRow, TextbookVolumeRow } from '@yuwen/db';
import type { ClassicRef, LessonKind, LessonSummary, TextbookUnit, TextbookVolumeSummary } from '@yuwen/protocol';

const GRADE_NAMES = ['', '一', '二', '三', '四', '五', '六'];

export function presentVolume(row: TextbookVolumeRow): TextbookVolumeSummary {
  return {
    id: row.category_id,
    key: row.key,
    grade: row.grade,
    term: row.term,
    name: `${GRADE_NAMES[row.grade] ?? row.grade}年级${row.term}`,
    edition: row.edition,
    status: row.status === 'complete' ? 'complete' : 'partial',
    shizi_total: row.shizi_total,
    xiezi_total: row.xiezi_total,
  };
}

/** The distinct characters a lesson teaches: its 识字表 and 写字表 together, each once. */
export function lessonChars(row: Pick<TextbookLessonRow, 'shizi' | 'xiezi'>): string[] {
  return [...new Set([...row.shizi, ...row.xiezi])];
}

/** A lesson as lists show it; `learned` tells which of its characters the pupil knows. */
export function presentLessonSummary(row: TextbookLessonRow, learned: (char: string) => boolean): LessonSummary {
  const chars = lessonChars(row);
  return {
    id: row.category_id,
    number: row.number,
    title: row.title,
    kind: row.kind as LessonKind,
    shizi: row.shizi,
    xiezi: row.xiezi,
    learned: chars.filter(learned).length,
    total: chars.length,
  };
}

export function presentUnit(
  row: TextbookUnitRow,
  lessons: readonly TextbookLessonRow[],
  learned: (char: string) => boolean,
): TextbookUnit {
  return {
    id: row.category_id,
    title: row.title,
    section: row.section,
    lessons: lessons.map((lesson) => presentLessonSummary(lesson, learned)),
    rijileiji: JSON.parse(row.rijileiji) as TextbookUnit['rijileiji'],
  };
}

export function parseClassics(row: TextbookLessonRow): ClassicRef[] {
  return JSON.parse(row.classics) as ClassicRef[];
}
