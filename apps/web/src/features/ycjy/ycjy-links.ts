import { YCJY_GRADES, YCJY_LESSONS_PER_MONTH, YCJY_MONTHS } from '@yuwen/protocol';

/** A lesson of the plan: 小班 (1) … 学前 (4), a month (9–12, 1–6), the lesson of the month (1, 2). */
export interface LessonPlace {
  grade: number;
  month: number;
  index: number;
}

/** The pages a lesson opens besides itself (spec §2's /xqjy/ycjy/…, the lesson in the query). */
export const LESSON_PARTS = ['bookHTML', 'bookImage', 'bookVideo', 'zyz', 'ja', 'sfk'] as const;
export type LessonPart = (typeof LESSON_PARTS)[number];
export const PART_TITLES: Readonly<Record<LessonPart, string>> = {
  bookHTML: '绘本',
  bookImage: '图片',
  bookVideo: '视频',
  zyz: '字的由来',
  ja: '家长指导',
  sfk: '识字卡',
};

const BASE = '/xqjy/ycjy';
const lessonQuery = (l: LessonPlace) => `grade=${l.grade}&month=${l.month}&index=${l.index}`;

/** The same addresses on phones and desktop: the desktop table shows them beside the plan. */
export const ycjyLinks = {
  plan: (grade?: number, month?: number) =>
    grade === undefined ? BASE : `${BASE}?grade=${grade}${month === undefined ? '' : `&month=${month}`}`,
  lesson: (l: LessonPlace) => `${BASE}/detail/${l.grade}/${l.month}/${l.index}`,
  part: (part: LessonPart, l: LessonPlace) => `${BASE}/${part}?${lessonQuery(l)}`,
  /**
   * jzcj/{month}/{index}: 家长测评 is a month's check (issue 16) of one grade's lessons, and the
   * path has no {grade}, so {index} is the grade's place in 小班 (1) … 学前 (4) — the address names
   * the check on any device, whichever grade the device last chose.
   */
  check: (grade: number, month: number) => `${BASE}/jzcj/${month}/${grade}`,
  question: (grade: number, month: number, num: number) => `${BASE}/jzcj/question/${num}/${month}/${grade}`,
};

const whole = (value: string | null | undefined) => (value && /^\d{1,2}$/.test(value) ? Number(value) : undefined);
export const validGrade = (value: string | null | undefined) =>
  YCJY_GRADES.some((g) => g.grade === whole(value)) ? whole(value) : undefined;
export const validMonth = (value: string | null | undefined) =>
  (YCJY_MONTHS as readonly number[]).includes(whole(value) ?? 0) ? whole(value) : undefined;
export const validIndex = (value: string | null | undefined) => {
  const n = whole(value);
  return n !== undefined && n >= 1 && n <= YCJY_LESSONS_PER_MONTH ? n : undefined;
};

/** The lesson after or before this one in the plan (next month's first after a month's last). */
export function neighbour(l: LessonPlace, step: 1 | -1): LessonPlace | undefined {
  const order = YCJY_MONTHS.flatMap((month) =>
    Array.from({ length: YCJY_LESSONS_PER_MONTH }, (_, i) => ({ grade: l.grade, month, index: i + 1 })),
  );
  const at = order.findIndex((o) => o.month === l.month && o.index === l.index);
  return at < 0 ? undefined : order[at + step];
}

/** The month of the plan a date falls in: 七月 and 八月 (holidays) start again at 九月. */
export function currentMonth(date: Date): number {
  const month = date.getMonth() + 1;
  return (YCJY_MONTHS as readonly number[]).includes(month) ? month : 9;
}
