import { z } from 'zod';
import { writtenStrokesSchema } from '../writing.js';
import { defineCall, formId } from './define-call.js';

/**
 * 考试中心 kszx (module 1395, issue 17): papers generated from the textbook per volume and unit,
 * taken on a clock with the answers saved as the pupil goes, marked on the server at hand-in; a
 * history and a 错题本 per pupil, and practice by question type. The right answers stay on the
 * server until the attempt is handed in.
 */

export const KSZX_MODULE_ID = 1395;

/** The question bodies of the desktop spec: choice, true/false, fill in, pairs, free writing. */
export const QUESTION_TYPES = ['radio', 'judge', 'input', 'matching', 'textarea'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The names pupils see for the types (practice by type). */
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  radio: '选择题',
  judge: '判断题',
  input: '填空题',
  matching: '连线题',
  textarea: '写话题',
};

/** unit: 单元测试; final: 期末测试 over a whole volume; custom: written by a teacher (management pages). */
export const PAPER_KINDS = ['unit', 'final', 'custom'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
export const PAPER_KIND_NAMES: Record<PaperKind, string> = { unit: '单元测试', final: '期末测试', custom: '老师出题' };

/** Longest paper text a teacher imports (docs/kszx-paper-format.md). */
export const PAPER_TEXT_MAX = 20_000;

/** paper: a timed paper; practice: untimed, by type, the 错题本 first. */
export const ATTEMPT_MODES = ['paper', 'practice'] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];

/** Longest typed answer (写话 included). */
export const ANSWER_TEXT_MAX = 500;
/** Most items on one side of a matching question. */
export const MATCHING_MAX = 8;
/** Most accepted answers of one 填空 a teacher writes (any of them is marked right). */
export const INPUT_ANSWERS_MAX = 5;

/**
 * One answer: radio — the chosen option's index; judge — true (对) or false (错); input — the text,
 * or for a 写字 question on the writing board the lines written (the server runs the stroke checker
 * over them at hand-in), false when skipped; matching — for each left item the index of the right
 * item it is joined to (-1: not joined yet); textarea — the text.
 */
export const answerValueSchema = z.union([
  z.number().int().min(0).max(9),
  z.boolean(),
  z.string().max(ANSWER_TEXT_MAX, `答案最多${ANSWER_TEXT_MAX}个字`),
  z
    .array(
      z
        .number()
        .int()
        .min(-1)
        .max(MATCHING_MAX - 1),
    )
    .max(MATCHING_MAX),
  writtenStrokesSchema,
]);
export type AnswerValue = z.output<typeof answerValueSchema>;

/** A question as the pupil sees it before hand-in: never its answer. */
export const examQuestionSchema = z.object({
  /** The section it belongs to: 读音, 写字, 组词, 古诗填空, 作者连线, 判断, 写话. */
  section: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** The question itself (a character, a sentence with a blank, a statement …). */
  prompt: z.string(),
  /** A line of help under the prompt: the pinyin, the poem's title and author … ('' when none). */
  hint: z.string(),
  /** radio: the choices. */
  options: z.array(z.string()),
  /** matching: the items to join, left to right (the right side may hold more). */
  left: z.array(z.string()),
  right: z.array(z.string()),
  /** input written on the stroke-checked board: the stroke data's address, which does not name the character; '' otherwise. */
  board: z.string(),
});
export type ExamQuestion = z.output<typeof examQuestionSchema>;

/** How one question was marked after hand-in. */
export const questionMarkSchema = z.object({
  /** null: waiting for a teacher (写话). */
  correct: z.boolean().nullable(),
  /** The right answer (null for 写话) and the same in words. */
  answer: answerValueSchema.nullable(),
  answer_text: z.string(),
  /** 写话 a teacher has marked: the points given of WRITING_POINTS and the comment; null otherwise. */
  review: z.object({ points: z.number(), max: z.number(), comment: z.string() }).nullable(),
});
export type QuestionMark = z.output<typeof questionMarkSchema>;

export const attemptResultSchema = z.object({
  /** 0–100 over the questions marked (写话 a teacher marked counts as its points of WRITING_POINTS). */
  score: z.number(),
  correct: z.number(),
  /** Questions marked on the server (写话 waits for a teacher and is not counted). */
  total: z.number(),
  pending: z.number(),
  marks: z.array(questionMarkSchema),
  submitted_at: z.number(),
});
export type AttemptResult = z.output<typeof attemptResultSchema>;

/** A pupil's go at a paper (or a practice round): the questions, the answers saved so far, and after hand-in the marks. */
export const attemptSchema = z.object({
  id: z.number(),
  /** 0 for practice. */
  paper_id: z.number(),
  mode: z.enum(ATTEMPT_MODES),
  title: z.string(),
  /** The time allowed in seconds; 0 = untimed. */
  time_limit_s: z.number(),
  started_at: z.number(),
  /** When the paper closes (epoch ms); 0 = untimed. */
  deadline_at: z.number(),
  /** The server's clock when it answered, so the page counts down from the server's time. */
  now: z.number(),
  questions: z.array(examQuestionSchema),
  /** Saved answers, one per question (null = not answered). */
  answers: z.array(answerValueSchema.nullable()),
  result: attemptResultSchema.nullable(),
});
export type Attempt = z.output<typeof attemptSchema>;

export const paperSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(PAPER_KINDS),
  volume_key: z.string(),
  /** 一年级上册 … */
  volume_name: z.string(),
  time_limit_s: z.number(),
  question_count: z.number(),
  types: z.array(z.enum(QUESTION_TYPES)),
  /** The pupil's best handed-in score, null before any. */
  best_score: z.number().nullable(),
  /** An attempt still open (not handed in, not closed), 0 when none. */
  open_attempt: z.number(),
  /** The province, city or county the paper is for (GB/T 2260 code); '' for everyone. */
  region: z.string(),
  /** Its names from the province down, 「广东省 广州市」; '' for everyone. */
  region_name: z.string(),
});
export type PaperSummary = z.output<typeof paperSummarySchema>;

const volumeKey = z
  .string({ error: '请选择年级和册' })
  .regex(/^g[1-6][ab]$/, '没有这一册课本')
  .describe('课本册');
const paperId = formId.describe('试卷编号');
const attemptId = formId.describe('答卷编号');

/** A GB/T 2260 division code: six digits (a province ends in 0000, a city in 00). */
const regionCode = z
  .string({ error: '请选择地区' })
  .trim()
  .regex(/^[1-9]\d{5}$/, '地区代码应是六位数字')
  .describe('地区代码（GB/T 2260）');
/** A region code, or '' for everywhere. */
const regionOrAll = z
  .string({ error: '地区代码应是六位数字' })
  .trim()
  .regex(/^([1-9]\d{5})?$/, '地区代码应是六位数字')
  .default('')
  .describe('地区代码（GB/T 2260），空为全国');

/**
 * A volume's papers (its units' and its 期末), made from the textbook the first time they are asked
 * for; with `region`, only the papers of that area: its own, those of the places in it and of the
 * province or city it lies in.
 */
export const kszxPapersCall = defineCall({
  method: 'GET',
  path: '/api/kszx/papers',
  user: true,
  params: z.object({
    volume: volumeKey,
    kind: z.enum(['', ...PAPER_KINDS], { error: '试卷类别有误' }).default(''),
    region: regionOrAll,
  }),
  answer: z.array(paperSummarySchema),
});

/** A province, city or county of the GB/T 2260 divisions. */
export const divisionSchema = z.object({ code: z.string(), name: z.string() });
export type Division = z.output<typeof divisionSchema>;

/** The provinces (provinces, autonomous regions, municipalities, special administrative regions). */
export const kszxProvinceCall = defineCall({
  method: 'GET',
  path: '/api/kszx/province',
  user: true,
  params: z.object({}),
  answer: z.array(divisionSchema),
});

/** The cities of a province (a municipality's districts come under one city of its own name). */
export const kszxCityCall = defineCall({
  method: 'GET',
  path: '/api/kszx/city',
  user: true,
  params: z.object({ province: regionCode }),
  answer: z.array(divisionSchema),
});

/** The counties (districts, county-level cities) of a city. */
export const kszxCountyCall = defineCall({
  method: 'GET',
  path: '/api/kszx/county',
  user: true,
  params: z.object({ city: regionCode }),
  answer: z.array(divisionSchema),
});

/** One paper as the list shows it, with the pupil's best score and open attempt. */
export const kszxPaperCall = defineCall({
  method: 'GET',
  path: '/api/kszx/paper',
  user: true,
  params: z.object({ paper_id: paperId }),
  answer: paperSummarySchema,
});

/** Starts a paper, or answers the pupil's open attempt at it (the clock keeps running). */
export const kszxAttemptStartCall = defineCall({
  method: 'POST',
  path: '/api/kszx/attempt',
  user: true,
  params: z.object({ paper_id: paperId }),
  answer: attemptSchema,
});

/** An attempt as it stands: after a reload the saved answers come back; after hand-in, the marks. */
export const kszxAttemptCall = defineCall({
  method: 'GET',
  path: '/api/kszx/attempt',
  user: true,
  params: z.object({ attempt_id: attemptId }),
  answer: attemptSchema,
});

/** Longest answer as sent: a written character's lines take the most room. */
export const ANSWER_PARAM_MAX = 120_000;

const answerParam = z
  .string({ error: '请提交答案' })
  .max(ANSWER_PARAM_MAX, '答案过长')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式有误' });
      return z.NEVER;
    }
  })
  .pipe(answerValueSchema.nullable());

/** Saves one answer as the pupil gives it (null clears it). */
export const kszxAnswerCall = defineCall({
  method: 'POST',
  path: '/api/kszx/attempt/answer',
  user: true,
  params: z.object({
    attempt_id: attemptId,
    index: z.coerce.number({ error: '题号有误' }).int('题号有误').min(0, '题号有误').max(99, '题号有误'),
    answer: answerParam,
  }),
  answer: z.object({ saved: z.boolean() }),
});

/** Hands an attempt in: marked on the server against the saved answers; refused once the paper has closed. */
export const kszxSubmitCall = defineCall({
  method: 'POST',
  path: '/api/kszx/attempt/submit',
  user: true,
  params: z.object({ attempt_id: attemptId }),
  answer: attemptSchema,
});

export const historyEntrySchema = z.object({
  attempt_id: z.number(),
  paper_id: z.number(),
  mode: z.enum(ATTEMPT_MODES),
  title: z.string(),
  score: z.number(),
  correct: z.number(),
  total: z.number(),
  pending: z.number(),
  submitted_at: z.number(),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** The pupil's handed-in papers and practice rounds, latest first. */
export const kszxHistoryCall = defineCall({
  method: 'GET',
  path: '/api/kszx/history',
  user: true,
  params: z.object({}),
  answer: z.array(historyEntrySchema),
});

export const wrongQuestionSchema = z.object({
  section: z.string(),
  type: z.enum(QUESTION_TYPES),
  prompt: z.string(),
  hint: z.string(),
  volume_key: z.string(),
  /** How many times it was answered wrong. */
  times: z.number(),
  last_wrong_at: z.number(),
});
export type WrongQuestion = z.output<typeof wrongQuestionSchema>;

/** The 错题本: questions answered wrong, until answered right in practice. */
export const kszxWrongBookCall = defineCall({
  method: 'GET',
  path: '/api/kszx/wrong',
  user: true,
  params: z.object({}),
  answer: z.array(wrongQuestionSchema),
});

/** Practice of one question type over a volume, untimed: the 错题本's questions of that type first. */
export const kszxPracticeCall = defineCall({
  method: 'POST',
  path: '/api/kszx/practice',
  user: true,
  params: z.object({
    volume: volumeKey,
    type: z.enum(QUESTION_TYPES, { error: '题型有误' }),
  }),
  answer: attemptSchema,
});

/** A teacher or an admin adds a paper written in the plain text format of docs/kszx-paper-format.md. */
export const kszxPaperImportCall = defineCall({
  method: 'POST',
  path: '/api/manage/kszx/paper',
  user: true,
  params: z.object({
    text: z
      .string({ error: '请粘贴试卷内容' })
      .trim()
      .min(1, '请粘贴试卷内容')
      .max(PAPER_TEXT_MAX, `试卷最多${PAPER_TEXT_MAX}个字`),
  }),
  answer: paperSummarySchema,
});

/** A paper written in the management pages, with how many hand-ins it has had. */
export const customPaperSchema = paperSummarySchema.extend({
  created_at: z.number(),
  /** Attempts handed in; they keep their scores when the paper is deleted. */
  handed_in: z.number(),
});
export type CustomPaper = z.output<typeof customPaperSchema>;

/** The papers the reader wrote (an admin: every paper written in the management pages), newest first. */
export const kszxMyPapersCall = defineCall({
  method: 'GET',
  path: '/api/manage/kszx/papers',
  user: true,
  params: z.object({}),
  answer: z.array(customPaperSchema),
});

/** Deletes a written paper from the lists; pupils' handed-in attempts keep their scores. */
export const kszxPaperDeleteCall = defineCall({
  method: 'POST',
  path: '/api/manage/kszx/paper/delete',
  user: true,
  params: z.object({ paper_id: paperId }),
  answer: z.null(),
});

/** Sets the region a written paper is for ('' for everyone): its author, or an admin. */
export const kszxPaperRegionCall = defineCall({
  method: 'POST',
  path: '/api/manage/kszx/paper/region',
  user: true,
  params: z.object({ paper_id: paperId, region: regionOrAll }),
  answer: customPaperSchema,
});

/** A written paper's question with its answer, as the management form fills itself in to change it. */
export const paperSourceQuestionSchema = examQuestionSchema.omit({ board: true }).extend({
  /** 选择: the right option's index; 判断: true (对) or false (错); 连线: each left item's right item; 填空: the first accepted answer; 写话: null. */
  answer: answerValueSchema.nullable(),
  /** 填空: every accepted answer, the first included; [] for the other types. */
  accepted: z.array(z.string()),
});
export type PaperSourceQuestion = z.output<typeof paperSourceQuestionSchema>;

/** A written paper as its author wrote it, to change it in the form. */
export const paperSourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  volume_key: z.string(),
  volume_name: z.string(),
  minutes: z.number(),
  /** Attempts handed in; they (and any attempt already started) keep the questions they were given. */
  handed_in: z.number(),
  questions: z.array(paperSourceQuestionSchema),
});
export type PaperSource = z.output<typeof paperSourceSchema>;

/** A written paper with its answers, for its author (or an admin) to change it; anyone else's is "not found". */
export const kszxPaperSourceCall = defineCall({
  method: 'GET',
  path: '/api/manage/kszx/paper/source',
  user: true,
  params: z.object({ paper_id: paperId }),
  answer: paperSourceSchema,
});

/**
 * Saves a changed written paper, in the same text format as the import: its author, or an admin.
 * Only attempts started afterwards get the new questions.
 */
export const kszxPaperUpdateCall = defineCall({
  method: 'POST',
  path: '/api/manage/kszx/paper/update',
  user: true,
  params: z.object({
    paper_id: paperId,
    text: z
      .string({ error: '请填写试卷内容' })
      .trim()
      .min(1, '请填写试卷内容')
      .max(PAPER_TEXT_MAX, `试卷最多${PAPER_TEXT_MAX}个字`),
  }),
  answer: customPaperSchema,
});
