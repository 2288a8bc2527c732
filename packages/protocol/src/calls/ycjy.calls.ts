import { z } from 'zod';
import { defineCall } from './define-call.js';

/**
 * 幼儿教育 (issue 16, module 2081 under 学前教育): a plan by grade × month × lesson — a pictographic
 * character with its ancient forms and a picture, a traditional rhyme, an easy poem, a stroke, a
 * game, the parent's guide and 识字卡 — and 家长测评, a month's check a parent runs with the child.
 */
export const YCJY_MODULE_ID = 2081;

/** The four grades of the plan; `grade` in addresses and calls is the number. */
export const YCJY_GRADES = [
  { grade: 1, name: '小班' },
  { grade: 2, name: '中班' },
  { grade: 3, name: '大班' },
  { grade: 4, name: '学前' },
] as const;

/** The months of a school year, in order (九月 to 六月). */
export const YCJY_MONTHS = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6] as const;
export const YCJY_LESSONS_PER_MONTH = 2;

const MONTH_NAMES = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
/** 九月, 十二月 … */
export const ycjyMonthName = (month: number) => `${MONTH_NAMES[month] ?? ''}月`;
export const ycjyGradeName = (grade: number) => YCJY_GRADES.find((g) => g.grade === grade)?.name ?? '';

export const YCJY_MESSAGES = {
  grade: '没有这个年级，请选小班、中班、大班或学前',
  month: '这个月没有课，课程从九月排到六月',
  index: `每个月只有${YCJY_LESSONS_PER_MONTH}课，请选第一课或第二课`,
  answers: '请把每道题都答完再交',
  lesson: '这一课还没有准备好',
} as const;

/** A whole number among `allowed`, else the message (letters, decimals and strangers alike). */
const oneOf = (allowed: readonly number[], message: string) =>
  z
    .union([z.string(), z.number()], { message })
    .transform((v) => (typeof v === 'number' ? v : /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : Number.NaN))
    .refine((n) => allowed.includes(n), message);

export const ycjyGradeParam = oneOf(
  YCJY_GRADES.map((g) => g.grade),
  YCJY_MESSAGES.grade,
);
export const ycjyMonthParam = oneOf(YCJY_MONTHS, YCJY_MESSAGES.month);
export const ycjyIndexParam = oneOf(
  Array.from({ length: YCJY_LESSONS_PER_MONTH }, (_, i) => i + 1),
  YCJY_MESSAGES.index,
);

export const ycjyLessonTileSchema = z.object({
  grade: z.number(),
  month: z.number(),
  index: z.number(),
  char: z.string(),
  pinyin: z.string(),
  /** The word the picture shows (太阳 for 日). */
  word: z.string(),
  /** The picture's address (a Noto Emoji drawing). */
  picture: z.string(),
});
export type YcjyLessonTile = z.output<typeof ycjyLessonTileSchema>;

/** A pupil's latest 家长测评 of a month. */
export const ycjyCheckScoreSchema = z.object({
  score: z.number(),
  right: z.number(),
  total: z.number(),
  created_at: z.number(),
});
export type YcjyCheckScore = z.output<typeof ycjyCheckScoreSchema>;

export const ycjyPlanCall = defineCall({
  method: 'GET',
  path: '/api/study/ycjy/plan',
  user: true,
  params: z.object({ grade: ycjyGradeParam }),
  answer: z.object({
    grade: z.number(),
    grade_name: z.string(),
    months: z.array(
      z.object({
        month: z.number(),
        name: z.string(),
        lessons: z.array(ycjyLessonTileSchema),
        /** The latest check of this month, null before the first. */
        check: ycjyCheckScoreSchema.nullable(),
      }),
    ),
  }),
});

export const ycjyCardSchema = z.object({ text: z.string(), picture: z.string() });
export type YcjyCard = z.output<typeof ycjyCardSchema>;

export const ycjyLessonSchema = ycjyLessonTileSchema.extend({
  grade_name: z.string(),
  stroke_count: z.number(),
  /** 甲骨文, 金文, 小篆 oldest first, each with its picture or '' (never made up). */
  forms: z.array(z.object({ script: z.string(), picture: z.string() })),
  /** Our dictionary's senses of the character. */
  meanings: z.array(z.string()),
  /** How the character came to look like this, in our words (zyz). */
  origin: z.string(),
  /** The stroke to practise, e.g. 竖折. */
  stroke: z.string(),
  /** Which stroke of the character it is (1 = the first); 0 when the lesson does not say. */
  stroke_at: z.number(),
  /** The character's stroke data (hanzi-writer-data, served by us), '' when it has none. */
  stroke_data: z.string(),
  rhyme: z.object({ title: z.string(), lines: z.array(z.string()) }),
  poem: z.object({
    id: z.number(),
    title: z.string(),
    author: z.string(),
    dynasty: z.string(),
    lines: z.array(z.string()),
  }),
  game: z.string(),
  /** The parent's guide to the lesson (ja). */
  guide: z.string(),
  /** 识字卡: the character first, then words with it. */
  cards: z.array(ycjyCardSchema),
  /** The lesson's category of module 2081, where the media library hangs its pictures and videos; 0 when none was made. */
  category_id: z.number(),
});
export type YcjyLesson = z.output<typeof ycjyLessonSchema>;

export const ycjyLessonCall = defineCall({
  method: 'GET',
  path: '/api/study/ycjy/lesson',
  user: true,
  params: z.object({ grade: ycjyGradeParam, month: ycjyMonthParam, index: ycjyIndexParam }),
  answer: ycjyLessonSchema,
});

// ── 家长测评 ──────────────────────────────────────────────────────────────────────────────────────

/** pick_char: a picture, choose its character; pick_picture: a character, choose its picture; say: the parent judges. */
export const YCJY_QUESTION_KINDS = ['pick_char', 'pick_picture', 'say'] as const;

export const ycjyQuestionSchema = z.object({
  num: z.number(),
  kind: z.enum(YCJY_QUESTION_KINDS),
  /** What the parent reads out. */
  prompt: z.string(),
  /** pick_char: the picture shown. */
  picture: z.string(),
  /** pick_picture: the character shown; say: the rhyme's title. */
  text: z.string(),
  choices: z.array(z.object({ text: z.string(), picture: z.string() })),
});
export type YcjyQuestion = z.output<typeof ycjyQuestionSchema>;

export const ycjyCheckCall = defineCall({
  method: 'GET',
  path: '/api/study/ycjy/check',
  user: true,
  params: z.object({ grade: ycjyGradeParam, month: ycjyMonthParam }),
  answer: z.object({
    grade: z.number(),
    grade_name: z.string(),
    month: z.number(),
    name: z.string(),
    questions: z.array(ycjyQuestionSchema),
    last: ycjyCheckScoreSchema.nullable(),
  }),
});

export const ycjyCheckResultSchema = ycjyCheckScoreSchema.extend({
  /** Each question in order: the choice given, the right one. */
  items: z.array(z.object({ num: z.number(), answer: z.number(), correct: z.number(), right: z.boolean() })),
});
export type YcjyCheckResult = z.output<typeof ycjyCheckResultSchema>;

/** Marks a whole check on the server and keeps it; `answers` is each question's choice, comma-separated. */
export const ycjyCheckSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/ycjy/check',
  user: true,
  params: z.object({
    grade: ycjyGradeParam,
    month: ycjyMonthParam,
    answers: z
      .string({ message: YCJY_MESSAGES.answers })
      .trim()
      .regex(/^\d(,\d){0,19}$/, YCJY_MESSAGES.answers)
      .transform((s) => s.split(',').map(Number)),
  }),
  answer: ycjyCheckResultSchema,
});
