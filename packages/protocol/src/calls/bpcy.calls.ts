import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/**
 * 部编词语 bpcy (module 158) and 听写 (issue 14): a lesson's words — the printed 词语表 where the
 * volume has one, else our selection from the common-word list — a word's page, and dictation
 * rounds whose results feed the 错字本 and the review queue.
 */

export const BPCY_MODULE_ID = 158;

/** Where a lesson's words come from: the printed 词语表, or our selection (said so on the page). */
export const WORD_SOURCES = ['printed', 'selection'] as const;

/** Most words one dictation holds (a longer list is refused with a clear message). */
export const DICTATION_MAX_WORDS = 30;
/** Longest word a dictation takes, in characters. */
export const DICTATION_MAX_WORD_LENGTH = 8;

/** One syllable of a word with its recording ('' when we have none). */
export const wordSyllableSchema = z.object({ char: z.string(), pinyin: z.string(), audio: z.string() });

export const lessonWordSchema = z.object({
  word: z.string(),
  pinyin: z.string(),
  /** The word's characters with their readings and recordings, in order. */
  syllables: z.array(wordSyllableSchema),
});
export type LessonWord = z.output<typeof lessonWordSchema>;

/** A lesson's words (a lesson id of 同步教学). */
export const lessonWordsCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/lesson',
  user: true,
  params: z.object({ lesson_id: formId.describe('课文编号') }),
  answer: z.object({
    lesson_id: z.number(),
    title: z.string(),
    source: z.enum(WORD_SOURCES),
    words: z.array(lessonWordSchema),
  }),
});

/** One word's page: reading, syllables, the imported explanation (for grown-ups) and its lessons. */
export const wordDetailCall = defineCall({
  method: 'GET',
  path: '/api/study/bpcy/word',
  user: true,
  params: z.object({
    word: z
      .string()
      .trim()
      .min(1, '请输入词语')
      .max(DICTATION_MAX_WORD_LENGTH * 2, '词语太长')
      .regex(/^\p{Script=Han}+$/u, '词语只能由汉字组成'),
  }),
  answer: lessonWordSchema.extend({
    /** The explanation of the imported word list, as written for adults; '' when it has none. */
    explanation: z.string(),
    /** Whether the word is on the common-word list. */
    common: z.boolean(),
  }),
});

export const DICTATION_MODES = ['screen', 'paper'] as const;
export type DictationMode = (typeof DICTATION_MODES)[number];

export const dictationSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The lesson it came from; 0 for the pupil's own list. */
  lesson_id: z.number(),
  words: z.array(lessonWordSchema),
});
export type Dictation = z.output<typeof dictationSchema>;

/**
 * Starts a dictation of a lesson's words, or of the pupil's own list (`words`: words separated by
 * spaces, commas or new lines, each of Chinese characters only).
 */
export const dictationStartCall = defineCall({
  method: 'POST',
  path: '/api/study/dictation',
  user: true,
  params: z
    .object({
      lesson_id: formId.optional(),
      words: z.string().max(1000, '词语太多了').optional(),
    })
    .refine((p) => (p.lesson_id === undefined) !== (p.words === undefined || p.words.trim() === ''), {
      message: '请选择一课，或者写下要听写的词语',
    }),
  answer: dictationSchema,
});

/** Per word, per character: whether it was written right (one array of booleans per word). */
const dictationMarksParam = z
  .string({ message: '请提交结果' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '结果格式有误' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.array(z.boolean()).min(1).max(DICTATION_MAX_WORD_LENGTH), { message: '结果格式有误' })
      .min(1, '请提交结果')
      .max(DICTATION_MAX_WORDS, '结果太多'),
  );

export const dictationResultSchema = z.object({
  id: z.number(),
  title: z.string(),
  lesson_id: z.number(),
  mode: z.enum(DICTATION_MODES),
  /** Words in the dictation and words written entirely right. */
  total: z.number(),
  correct: z.number(),
  /** 0–100, by words. */
  score: z.number(),
  /** The characters written wrong, each once. */
  wrong: z.array(z.string()),
  submitted_at: z.number(),
});
export type DictationResult = z.output<typeof dictationResultSchema>;

/**
 * Hands in a dictation once: `screen` when written on the stroke checker, `paper` when the pupil
 * (or a parent) marked each word after writing on paper. Wrong characters go to the 错字本.
 */
export const dictationSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/dictation/submit',
  user: true,
  params: z.object({
    id: formId.describe('听写编号'),
    mode: z.enum(DICTATION_MODES, { message: '听写方式有误' }),
    marks: dictationMarksParam,
  }),
  answer: dictationResultSchema,
});

/** The pupil's handed-in dictations, latest first. */
export const dictationHistoryCall = defineCall({
  method: 'GET',
  path: '/api/study/dictation',
  user: true,
  params: z.object({}),
  answer: z.array(dictationResultSchema),
});
