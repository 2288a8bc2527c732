import { z } from 'zod';
import { crumbSchema } from './content.calls.js';
import { defineCall, formId } from './define-call.js';
import { JDMZ_MODULE_ID } from './jdmz.constants.js';
import { pageOf, pageParams } from './paging.js';

/**
 * 成语典故 (issue 15, module 2012): our idiom stories, themed groups and 歇后语 as the module's
 * categories, the idiom page, 成语接龙 against the computer and an idiom quiz marked on the server.
 */

/** What a category holds: stories, idioms, 歇后语, videos of the media library, or only sub-categories. */
export const JDMZ_CATEGORY_KINDS = ['stories', 'idioms', 'xiehouyu', 'video', 'group'] as const;
export type JdmzCategoryKind = (typeof JDMZ_CATEGORY_KINDS)[number];

/** The longest idiom of the catalogue has 12 characters; anything longer is not one. */
export const IDIOM_MAX_LENGTH = 12;

const jdmzModuleId = formId.refine((id) => id === JDMZ_MODULE_ID, '模块编号有误');

export const jdmzCategorySchema = z.object({
  id: z.number(),
  /** The parent category's id, 0 for a top category. */
  pid: z.number(),
  name: z.string(),
  kind: z.enum(JDMZ_CATEGORY_KINDS),
  /** How many entries it lists (0 for a group or the video category). */
  count: z.number(),
});
export type JdmzCategory = z.output<typeof jdmzCategorySchema>;

/** How a pupil has done at 成语接龙 or the quiz. */
export const jdmzResultsSchema = z.object({
  rounds: z.number(),
  best: z.number(),
  /** The latest finished round's points (接龙) or score (quiz); null before the first. */
  last: z.number().nullable(),
});

/** The area page: every category in order (parents before children), and the pupil's results. */
export const jdmzHomeCall = defineCall({
  method: 'GET',
  path: '/api/study/jdmz/home',
  user: true,
  params: z.object({}),
  answer: z.object({
    categories: z.array(jdmzCategorySchema),
    chain: jdmzResultsSchema,
    quiz: jdmzResultsSchema,
  }),
});

/** A listed entry: an idiom (title, pinyin, short meaning) or a 歇后语 (riddle as title, answer as note). */
export const jdmzEntrySchema = z.object({ title: z.string(), pinyin: z.string(), note: z.string() });
export type JdmzEntry = z.output<typeof jdmzEntrySchema>;

/** A category's entries a page at a time (resourceCategoryContent with module_id=2012). */
export const jdmzCategoryContentCall = defineCall({
  method: 'GET',
  path: '/api/study/resourceCategoryContent',
  user: true,
  params: pageParams.extend({ module_id: jdmzModuleId, resource_category_id: formId.describe('分类编号') }),
  answer: pageOf(jdmzEntrySchema).extend({
    category: jdmzCategorySchema,
    breadcrumbs: z.array(crumbSchema),
  }),
});

/** 出处 as our story gives it; every field '' when not settled. */
export const idiomSourceSchema = z.object({
  work: z.string(),
  chapter: z.string(),
  author: z.string(),
  dynasty: z.string(),
});

/** One idiom as the idiom and story pages show it. */
export const idiomDetailSchema = z.object({
  id: z.number(),
  idiom: z.string(),
  /** One syllable per character, space-separated. */
  pinyin: z.string(),
  /** For pupils: our story's meaning when we wrote one, else the catalogue's gloss. */
  meaning: z.string(),
  /** 出处 as one line (《韩非子·五蠹》), '' when not known. */
  origin: z.string(),
  /** Our story's 出处 in parts; null for an idiom without a story. */
  source: idiomSourceSchema.nullable(),
  /** The classical passage, '' when none. */
  original: z.string(),
  /** Our retelling, '' when we wrote none. */
  story: z.string(),
  example: z.string(),
  /** Other forms of the idiom. */
  variants: z.array(z.string()),
  /** The grade our story is for, 0 when none. */
  grade: z.number(),
});
export type IdiomDetail = z.output<typeof idiomDetailSchema>;

/** One idiom of the module by its catalogue id (resource/content with module_id=2012). */
export const jdmzItemCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({ module_id: jdmzModuleId, id: formId.describe('成语编号') }),
  answer: idiomDetailSchema,
});

const idiomText = z
  .string({ message: '请输入一个成语' })
  .trim()
  .min(1, '请输入一个成语')
  .max(IDIOM_MAX_LENGTH, `成语最多${IDIOM_MAX_LENGTH}个字，请再看看`);

/** One idiom by its catalogue id or its text. */
export const idiomCall = defineCall({
  method: 'GET',
  path: '/api/study/jdmz/idiom',
  user: true,
  params: z
    .object({ id: formId.describe('成语编号').optional(), text: idiomText.optional() })
    .refine((p) => p.id !== undefined || p.text !== undefined, '请告诉我要看哪个成语'),
  answer: idiomDetailSchema,
});

// ── 成语接龙 ───────────────────────────────────────────────────────────────────────────────────

/** char: the next idiom starts with the last character; syllable: with its syllable, tone aside (younger pupils). */
export const CHAIN_MODES = ['char', 'syllable'] as const;
export type ChainMode = (typeof CHAIN_MODES)[number];

/** Points for an idiom the pupil found alone, with a hint, and when the computer gives up. */
export const CHAIN_POINTS = { own: 10, hinted: 5, win: 20 } as const;

export const chainLinkSchema = z.object({
  idiom: z.string(),
  pinyin: z.string(),
  by: z.enum(['pupil', 'computer']),
  points: z.number(),
});

export const chainRoundSchema = z.object({
  id: z.number(),
  mode: z.enum(CHAIN_MODES),
  /** playing; won when the computer found no idiom; ended when the pupil stopped. */
  status: z.enum(['playing', 'won', 'ended']),
  points: z.number(),
  chain: z.array(chainLinkSchema),
  /** What the next idiom must start with: the last character and its syllable without tone. */
  next: z.object({ char: z.string(), syllable: z.string() }),
  /** The hint asked for this turn (an idiom that fits with one character hidden as ○), '' when none. */
  hint: z.string(),
});
export type ChainRound = z.output<typeof chainRoundSchema>;

/** Starts a round: the computer opens. Without `mode`, pupils up to grade 2 play by syllable. */
export const chainStartCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/chain',
  user: true,
  params: z.object({ mode: z.enum(CHAIN_MODES, { message: '接龙方式有误' }).optional() }),
  answer: chainRoundSchema,
});

const roundId = formId.describe('接龙编号');

/** The pupil's idiom; the computer answers in the same call (or gives up). */
export const chainMoveCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/chain/move',
  user: true,
  params: z.object({ id: roundId, idiom: idiomText }),
  answer: chainRoundSchema,
});

/** A hint for this turn: one idiom that fits, one character hidden. */
export const chainHintCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/chain/hint',
  user: true,
  params: z.object({ id: roundId }),
  answer: chainRoundSchema,
});

/** The pupil stops; the points so far are kept. */
export const chainEndCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/chain/end',
  user: true,
  params: z.object({ id: roundId }),
  answer: chainRoundSchema,
});

// ── 成语小测验 ──────────────────────────────────────────────────────────────────────────────────

export const IDIOM_QUIZ_SIZE = 10;
export const IDIOM_QUIZ_OPTIONS = 4;

/** fill: pick the hidden character (prompt 守株○兔); meaning: pick what the idiom (prompt) means. */
export const idiomQuestionSchema = z.object({
  kind: z.enum(['fill', 'meaning']),
  prompt: z.string(),
  options: z.array(z.string()),
});
export type IdiomQuestion = z.output<typeof idiomQuestionSchema>;

export const idiomQuizSchema = z.object({ id: z.number(), questions: z.array(idiomQuestionSchema) });
export type IdiomQuiz = z.output<typeof idiomQuizSchema>;

/** Ten questions built on the server from a seed (the same seed, the same quiz); answers stay there. */
export const idiomQuizStartCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/quiz',
  user: true,
  params: z.object({ seed: formId.optional() }),
  answer: idiomQuizSchema,
});

/** The chosen option per question in order (-1 or missing when skipped), as JSON. */
const quizAnswersParam = z
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
      .array(
        z
          .number()
          .int()
          .min(-1)
          .max(IDIOM_QUIZ_OPTIONS - 1),
        { message: '答案格式有误' },
      )
      .min(1, '请提交答案')
      .max(IDIOM_QUIZ_SIZE, '答案太多'),
  );

export const idiomQuizResultSchema = z.object({
  id: z.number(),
  total: z.number(),
  correct: z.number(),
  /** 0–100. */
  score: z.number(),
  /** Per question: its idiom, right or not, the right option and the pupil's ('' when skipped). */
  marks: z.array(z.object({ idiom: z.string(), correct: z.boolean(), answer: z.string(), chosen: z.string() })),
});
export type IdiomQuizResult = z.output<typeof idiomQuizResultSchema>;

/** Hands the quiz in once; the server marks it. */
export const idiomQuizSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/jdmz/quiz/submit',
  user: true,
  params: z.object({ id: formId.describe('测验编号'), answers: quizAnswersParam }),
  answer: idiomQuizResultSchema,
});
