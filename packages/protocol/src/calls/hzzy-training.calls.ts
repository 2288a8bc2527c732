import { z } from 'zod';
import { defineCall, FORM_INT_MAX, formFlag, formInt } from './define-call.js';
import { characterTileSchema } from './hzzy.calls.js';
import { pageOf, pageParams } from './paging.js';

// hzzy training (issue 5): 汉字测试 (hzcs), 汉字训练 (hzxl), the spaced-repetition review, 部编汉字
// (bphz, by frequency band) and the matching game's points.

/**
 * What a question asks: the pinyin of a character (read), the character that fills a word's blank
 * (recognise), or writing a dictated character stroke by stroke (write).
 */
export const QUESTION_KINDS = ['read', 'recognise', 'write'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** One question about one character; for read and recognise `answer` indexes `options`. */
export const trainQuestionSchema = z.object({
  char_id: z.number(),
  char: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /**
   * read: the character; recognise: a common word with the character as "（ ）", e.g. "（ ）天";
   * write: that word too when there is one (which 'tiān' is meant), else ''.
   */
  prompt: z.string(),
  /** recognise: the word's pinyin; write: the character's reading; read: ''. */
  hint: z.string(),
  /** write: the recording of the reading ('' when there is none); '' otherwise. */
  audio: z.string(),
  /** write: the character's stroke data for the stroke checker; '' otherwise. */
  stroke_data: z.string(),
  /** read and recognise: four choices; write: none. */
  options: z.array(z.string()),
  /** The right choice's index; -1 for write. */
  answer: z.number(),
});
export type TrainQuestion = z.output<typeof trainQuestionSchema>;

/** How many questions one test may hold. */
export const TEST_SIZES = [5, 10, 20] as const;

/** Where a set of questions comes from: a 基本字 group, a training level, or today's review. */
export const trainQuestionsCall = defineCall({
  method: 'GET',
  path: '/api/study/UserTrainDetail/questions',
  user: true,
  params: z.object({
    source: z.enum(['group', 'level', 'review'], { message: '题目来源有误' }).default('group'),
    /** The group (source=group) or the level (source=level). */
    number: z.coerce.number().int().min(1, '组号有误').max(1000, '组号有误').default(1),
    count: z.coerce.number().int().min(1, '题数有误').max(20, '题数有误').default(10),
    /** Every third question is written from dictation (needs a handwriting board on the client). */
    write: formFlag,
  }),
  answer: z.object({ questions: z.array(trainQuestionSchema) }),
});

/** One answered question as the client sends it. */
export const trainAnswerSchema = z.object({
  char_id: z.number().int().positive().max(FORM_INT_MAX, '编号过大'),
  kind: z.enum(QUESTION_KINDS),
  correct: z.boolean(),
});
export type TrainAnswer = z.output<typeof trainAnswerSchema>;

/** The answers as one JSON form field: 1–20 of them, each character once. */
const answersParam = z
  .string({ message: '请提交答案' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '答案格式有误' });
      return z.NEVER;
    }
  })
  .pipe(z.array(trainAnswerSchema, { message: '答案格式有误' }).min(1, '请提交答案').max(20, '答案过多'))
  .refine((list) => new Set(list.map((a) => a.char_id)).size === list.length, '答案重复');

/** One finished test (UserTrainDetail). */
export const trainDetailSchema = z.object({
  id: z.number(),
  /** hzcs | hzxl */
  kind: z.string(),
  /** The group (hzcs) or level (hzxl) it covered. */
  number: z.number(),
  total: z.number(),
  correct: z.number(),
  /** 0–100. */
  score: z.number(),
  wrong: z.array(z.object({ char_id: z.number(), char: z.string() })),
  created_at: z.number(),
});
export type TrainDetail = z.output<typeof trainDetailSchema>;

/** Records a finished 汉字测试 of one group; wrong characters join the pupil's 错字本 (UserTrainDetail). */
export const trainDetailSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/UserTrainDetail',
  user: true,
  params: z.object({ group: formInt.min(1, '组号有误').max(1000, '组号有误'), answers: answersParam }),
  answer: trainDetailSchema,
});

/** The pupil's own finished tests and training rounds, latest first (UserTrainDetail). */
export const trainDetailListCall = defineCall({
  method: 'GET',
  path: '/api/study/UserTrainDetail',
  user: true,
  params: pageParams,
  answer: pageOf(trainDetailSchema),
});

/** One training level: which group it drills, the pupil's best stars (0–3), and whether it is open. */
export const trainLevelSchema = z.object({
  level: z.number(),
  preview: z.string(),
  stars: z.number(),
  best_score: z.number(),
  unlocked: z.boolean(),
});
export type TrainLevel = z.output<typeof trainLevelSchema>;

/** Every training level with the pupil's stars; a level opens when the one before has a star (UserTrainLevel). */
export const trainLevelsCall = defineCall({
  method: 'GET',
  path: '/api/study/UserTrainLevel',
  user: true,
  params: z.object({}),
  answer: z.object({ levels: z.array(trainLevelSchema), total_stars: z.number() }),
});

/** Records a round of one open level; answers the stars earned and the level's best (UserTrainLevel). */
export const trainLevelSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/UserTrainLevel',
  user: true,
  params: z.object({ level: formInt.min(1, '关卡有误').max(1000, '关卡有误'), answers: answersParam }),
  answer: z.object({
    detail: trainDetailSchema,
    stars: z.number(),
    level: trainLevelSchema,
    next_unlocked: z.boolean(),
  }),
});

/** Today's review: how many learned characters are due, which ones, and the 错字本. */
export const reviewQueueCall = defineCall({
  method: 'GET',
  path: '/api/study/user/review',
  user: true,
  params: z.object({}),
  answer: z.object({
    due_count: z.number(),
    /** The first due characters, most overdue first. */
    due: z.array(characterTileSchema),
    /** Characters missed in tests and not yet answered right in a review, latest first. */
    wrong: z.array(characterTileSchema.extend({ wrong_count: z.number() })),
  }),
});

/** Records review answers; each character's next review moves by the spaced-repetition schedule. */
export const reviewAnswerCall = defineCall({
  method: 'POST',
  path: '/api/study/user/review',
  user: true,
  params: z.object({ answers: answersParam }),
  answer: z.object({ reviewed: z.number(), due_count: z.number() }),
});

/** The matching game: how many pairs a round holds and how long it lasts. */
export const GAME_PAIRS = 6;
export const GAME_SECONDS = 60;

/**
 * What a game round matches: a character with its pinyin, with a picture of its ancient form
 * (古文字配对), or with the component and radical that build it (组字).
 */
export const GAME_MODES = ['pinyin', 'ancient', 'build'] as const;
export type GameMode = (typeof GAME_MODES)[number];
const gameModeParam = z.enum(GAME_MODES, { message: '游戏模式有误' });

/** 古文字配对: a level-1 character and one picture of its ancient form, named by its script. */
export const ancientPairSchema = z.object({
  id: z.number(),
  char: z.string(),
  /** The address of one form's SVG. */
  picture: z.string(),
  /** 甲骨文 | 金文 | 小篆 */
  script: z.string(),
});
export type AncientPair = z.output<typeof ancientPairSchema>;

/** 组字: a character and the component and radical it splits into (from the stroke data). */
export const buildPairSchema = z.object({
  id: z.number(),
  char: z.string(),
  component: z.string(),
  radical: z.string(),
});
export type BuildPair = z.output<typeof buildPairSchema>;

/** A round's GAME_PAIRS pairs for the modes whose pairs the server draws (pinyin rounds use a 基本字 group). */
export const gamePairsCall = defineCall({
  method: 'GET',
  path: '/api/study/totalPoints/pairs',
  user: true,
  params: z.object({ mode: z.enum(['ancient', 'build'], { message: '游戏模式有误' }) }),
  answer: z.object({
    mode: z.enum(['ancient', 'build']),
    ancient: z.array(ancientPairSchema),
    build: z.array(buildPairSchema),
  }),
});

/** The pupil's points from the matching game (totalPoints). */
export const totalPointsSchema = z.object({ total_points: z.number(), best_round: z.number(), rounds: z.number() });

/** The pupil's game points so far (totalPoints). */
export const totalPointsCall = defineCall({
  method: 'GET',
  path: '/api/study/totalPoints',
  user: true,
  params: z.object({}),
  answer: totalPointsSchema,
});

/**
 * Records a finished game round of any mode; the server works out its points the same way for
 * all: 10 a pair, and when every pair is matched, a point for each second left.
 */
export const gameRoundCall = defineCall({
  method: 'POST',
  path: '/api/study/totalPoints',
  user: true,
  params: z
    .object({
      mode: gameModeParam.default('pinyin'),
      matched: formInt.min(0, '配对数有误').max(GAME_PAIRS, '配对数有误'),
      seconds_left: formInt.min(0, '剩余时间有误').max(GAME_SECONDS, '剩余时间有误'),
    })
    .refine((p) => p.seconds_left === 0 || p.matched === GAME_PAIRS, '时间未到时须完成全部配对'),
  answer: totalPointsSchema.extend({ points: z.number() }),
});
