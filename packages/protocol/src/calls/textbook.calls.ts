import { z } from 'zod';
import { crumbSchema } from './content.calls.js';
import { defineCall, formId } from './define-call.js';
import { characterTileSchema } from './hzzy.calls.js';
import { TBJX_MODULE_ID } from './textbook.constants.js';

/**
 * 同步教学 tbjx (issue 13): the 统编版 textbook as resource categories of module 2007 — volume
 * (一年级上册 …) → unit → lesson — with each lesson's 识字表 and 写字表, words, classical texts and
 * 日积月累. The tree itself is the spec's `resourceCategory` (need_deep=1); these calls answer what a
 * category holds.
 */

export const LESSON_KINDS = [
  '识字',
  '汉语拼音',
  '课文',
  '古诗',
  '文言文',
  '口语交际',
  '语文园地',
  '快乐读书吧',
] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** How complete a volume's data is: `partial` volumes show only what two sources confirmed. */
export const VOLUME_STATUSES = ['complete', 'partial'] as const;

/** A volume as the grade and volume chooser lists it. */
export const textbookVolumeSummarySchema = z.object({
  /** The volume's resource category id. */
  id: z.number(),
  /** g1a … g6b */
  key: z.string(),
  grade: z.number(),
  /** 上册 | 下册 */
  term: z.string(),
  /** 一年级上册 … */
  name: z.string(),
  /** Which printing the tables follow, for teachers. */
  edition: z.string(),
  status: z.enum(VOLUME_STATUSES),
  /** The printed totals of the 识字表 and 写字表 (0 = not recorded). */
  shizi_total: z.number(),
  xiezi_total: z.number(),
});
export type TextbookVolumeSummary = z.output<typeof textbookVolumeSummarySchema>;

/** A lesson as a unit lists it, with the pupil's progress. */
export const lessonSummarySchema = z.object({
  id: z.number(),
  /** The number as printed ("1", "识字1" …); '' for 口语交际, 语文园地, 快乐读书吧. */
  number: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  /** The lesson's 识字表 and 写字表, each a string of characters in printed order. */
  shizi: z.string(),
  xiezi: z.string(),
  /** How many of the lesson's characters (识字 and 写字 together, each once) the pupil marked learned. */
  learned: z.number(),
  /** How many distinct characters the lesson teaches. */
  total: z.number(),
});
export type LessonSummary = z.output<typeof lessonSummarySchema>;

/** A classical item of a lesson or of 日积月累, linked to the poem catalogue when it is there. */
export const classicRefSchema = z.object({
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  /** The poem's id in the catalogue (jdsd poem page); 0 when the catalogue has no such text. */
  poem_id: z.number(),
});
export type ClassicRef = z.output<typeof classicRefSchema>;

/** A 日积月累 group of a unit's 语文园地: 古诗, 名句, 谚语, 成语, 对联 … */
export const rijileijiGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.object({ text: z.string(), poem_id: z.number() })),
});

export const textbookUnitSchema = z.object({
  id: z.number(),
  /** 第一单元 …, as printed. */
  title: z.string(),
  /** The 识字 / 汉语拼音 / 阅读 label the 目录 prints beside the unit; '' when none. */
  section: z.string(),
  lessons: z.array(lessonSummarySchema),
  rijileiji: z.array(rijileijiGroupSchema),
});
export type TextbookUnit = z.output<typeof textbookUnitSchema>;

/** Every volume the product has verified data for. */
export const textbookVolumesCall = defineCall({
  method: 'GET',
  path: '/api/study/textbook/volumes',
  user: true,
  params: z.object({}),
  answer: z.array(textbookVolumeSummarySchema),
});

/** A volume with its units and lessons, and the pupil's progress per lesson (bookIndex, bphz). */
export const textbookVolumeCall = defineCall({
  method: 'GET',
  path: '/api/study/textbook/volume',
  user: true,
  params: z.object({ id: formId.describe('册编号') }),
  answer: textbookVolumeSummarySchema.extend({ units: z.array(textbookUnitSchema) }),
});

/** One unit (partInfo): its lessons and its 日积月累. */
export const textbookUnitCall = defineCall({
  method: 'GET',
  path: '/api/study/textbook/unit',
  user: true,
  params: z.object({ id: formId.describe('单元编号') }),
  answer: textbookUnitSchema.extend({ breadcrumbs: z.array(crumbSchema) }),
});

/** One lesson in full (bookContent). */
export const textbookLessonSchema = z.object({
  id: z.number(),
  module_id: z.number(),
  number: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  /** module → volume → unit → lesson. */
  breadcrumbs: z.array(crumbSchema),
  volume_id: z.number(),
  unit_id: z.number(),
  /** 会认 and 会写 characters as tiles, in printed order, with the pupil's marks. */
  shizi: z.array(characterTileSchema),
  xiezi: z.array(characterTileSchema),
  /** 识字表 entries printed in blue: known characters met again in another reading (not counted). */
  shizi_review: z.array(characterTileSchema),
  /** The lesson's words: the printed 词语表 where the volume has one, else []. */
  words: z.array(z.string()),
  /** The lesson's classical texts. */
  classics: z.array(classicRefSchema),
  /** The neighbouring lessons of the volume (0 = none). */
  previous_id: z.number(),
  next_id: z.number(),
});
export type TextbookLesson = z.output<typeof textbookLessonSchema>;

/**
 * One lesson: resource/content with module_id=2007 and `lesson_id`, the lesson's category id. The
 * same path with `id` answers an item (the content kit), also an item a teacher put under a lesson.
 */
export const textbookLessonCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({
    module_id: formId.refine((id) => id === TBJX_MODULE_ID, '模块编号有误'),
    lesson_id: formId.describe('课文编号'),
  }),
  answer: textbookLessonSchema,
});

// ── Practice: 识字 (bookSZ) and 作业 (bookZY), generated from the lesson and marked on the server ──

/**
 * sz: 识字 — see a character and pick its reading, hear a reading and pick the character; right
 * answers mark the character learned. zy: 作业 — 选读音, 组词 (fill a word), 数笔画, and 看拼音写汉字
 * on the stroke checker.
 */
export const EXERCISE_KINDS = ['sz', 'zy'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/**
 * What a question asks. read: the reading of `char`; hear: which character is the recording / the
 * pinyin in `hint`; word: which character fills the blank of the word in `prompt`; strokes: how
 * many strokes `char` has; write: write the character of `hint` (pinyin) on the stroke checker.
 */
export const EXERCISE_QUESTION_KINDS = ['read', 'hear', 'word', 'strokes', 'write'] as const;
export type ExerciseQuestionKind = (typeof EXERCISE_QUESTION_KINDS)[number];

/** A question as the pupil sees it: no answer in it. */
export const exerciseQuestionSchema = z.object({
  kind: z.enum(EXERCISE_QUESTION_KINDS),
  /** read, strokes: the character; word: the word with "（ ）"; hear, write: ''. */
  prompt: z.string(),
  /** hear, write: the pinyin; word: the word's pinyin; else ''. */
  hint: z.string(),
  /** hear, write: the recording of the reading ('' when none). */
  audio: z.string(),
  /** write: the character's stroke data address for the stroke checker; else ''. */
  stroke_data: z.string(),
  /** write: the character itself (the stroke checker needs it); else ''. */
  char: z.string(),
  /** Choices (none for write). */
  options: z.array(z.string()),
});
export type ExerciseQuestion = z.output<typeof exerciseQuestionSchema>;

export const exerciseSchema = z.object({
  id: z.number(),
  lesson_id: z.number(),
  kind: z.enum(EXERCISE_KINDS),
  questions: z.array(exerciseQuestionSchema),
});
export type Exercise = z.output<typeof exerciseSchema>;

/** Starts an exercise over a lesson's characters; the right answers stay on the server. */
export const exerciseStartCall = defineCall({
  method: 'POST',
  path: '/api/study/textbook/exercise',
  user: true,
  params: z.object({
    lesson_id: formId.describe('课文编号'),
    kind: z.enum(EXERCISE_KINDS, { message: '练习类型有误' }),
  }),
  answer: exerciseSchema,
});

/** One answer: the index of the chosen option, or for write whether the stroke checker passed it. */
const exerciseAnswersParam = z
  .string({ message: '请提交答案' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式有误' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.union([z.number().int().min(-1).max(9), z.boolean()]), { message: '答案格式有误' })
      .min(1, '请提交答案')
      .max(20, '答案过多'),
  );

export const exerciseResultSchema = z.object({
  id: z.number(),
  lesson_id: z.number(),
  kind: z.enum(EXERCISE_KINDS),
  total: z.number(),
  correct: z.number(),
  /** 0–100. */
  score: z.number(),
  /** Per question: whether it was right, the right option (-1 for write) and the character asked. */
  marks: z.array(z.object({ correct: z.boolean(), answer: z.number(), char: z.string() })),
  submitted_at: z.number(),
});
export type ExerciseResult = z.output<typeof exerciseResultSchema>;

/**
 * Hands in an exercise: one answer per question in order (-1 = not answered). Wrong characters go
 * to the 错字本 and the review queue; in 识字 the right ones are marked learned. Once only.
 */
export const exerciseSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/textbook/exercise/submit',
  user: true,
  params: z.object({ id: formId.describe('练习编号'), answers: exerciseAnswersParam }),
  answer: exerciseResultSchema,
});

/** The pupil's handed-in exercises of a lesson, latest first. */
export const exerciseHistoryCall = defineCall({
  method: 'GET',
  path: '/api/study/textbook/exercise',
  user: true,
  params: z.object({ lesson_id: formId.describe('课文编号') }),
  answer: z.array(exerciseResultSchema),
});

// ── 教案 (bookJA): written by teachers and admins, shown to teacher accounts ──

export const lessonPlanSchema = z.object({
  lesson_id: z.number(),
  /** Paragraphs of the plan; [] when none has been written. */
  paragraphs: z.array(z.string()),
  updated_at: z.number(),
  /** The nickname of who last wrote it; '' when none or the account is gone. */
  updated_by: z.string(),
});
export type LessonPlan = z.output<typeof lessonPlanSchema>;

/** A lesson's plan (teachers and admins only). */
export const lessonPlanCall = defineCall({
  method: 'GET',
  path: '/api/study/textbook/plan',
  user: true,
  params: z.object({ lesson_id: formId.describe('课文编号') }),
  answer: lessonPlanSchema,
});

/** Writes a lesson's plan (teachers and admins); paragraphs split at blank lines, '' removes it. */
export const lessonPlanSaveCall = defineCall({
  method: 'POST',
  path: '/api/manage/textbook/plan',
  user: true,
  params: z.object({
    lesson_id: formId.describe('课文编号'),
    body: z.string().max(20000, '教案不能超过20000字'),
  }),
  answer: lessonPlanSchema,
});
