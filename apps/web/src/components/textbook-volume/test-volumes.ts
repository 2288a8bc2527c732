// Volumes, units and lessons for the tests of the textbook pieces and pages (test code only).
import type { LessonSummary, TextbookUnit, TextbookVolumeSummary } from '@yuwen/protocol';

/** The volume of a key (g1a = 一年级上册); its id from the key unless given. */
export function testVolume(key: string, id = Number(key[1]) * 10 + (key[2] === 'a' ? 1 : 2)): TextbookVolumeSummary {
  const grade = Number(key[1]);
  const term = key[2] === 'a' ? '上册' : '下册';
  return {
    id,
    key,
    grade,
    term,
    name: `${gradeNumber[grade] ?? grade}年级${term}`,
    edition: '',
    status: 'complete',
    shizi_total: 0,
    xiezi_total: 0,
  };
}

const gradeNumber = ['', '一', '二', '三', '四', '五', '六'];

/** Lesson `id` (第id课) with `learned` of its `total` characters learned. */
export function testLesson(id: number, learned: number, total: number): LessonSummary {
  return { id, number: String(id), title: `第${id}课`, kind: '课文', shizi: '', xiezi: '', learned, total };
}

export function testUnit(id: number, lessons: LessonSummary[]): TextbookUnit {
  return { id, title: `第${id}单元`, section: '', lessons, rijileiji: [] };
}
