import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

/** How many questions a poem test may have. */
export const POEM_TEST_MIN_QUESTIONS = 4;
export const POEM_TEST_MAX_QUESTIONS = 20;

/** The kinds of question, in the order a test cycles through them. */
export const POEM_TEST_KINDS = ['next_line', 'author', 'order', 'missing_char'] as const;
export type PoemTestKind = (typeof POEM_TEST_KINDS)[number];

/**
 * A question as the pupil sees it, without its answer. Choice questions (next_line, author,
 * missing_char) are answered with an option's index; order questions with the indexes of
 * `options` in the order the lines come in the poem.
 */
export const poemTestQuestionSchema = z.object({
  kind: z.enum(POEM_TEST_KINDS),
  poem_id: z.number(),
  title: z.string(),
  /** next_line: the line before; missing_char: the line with □; author and order: ''. */
  prompt: z.string(),
  options: z.array(z.string()),
});
export type PoemTestQuestion = z.output<typeof poemTestQuestionSchema>;

export const poemTestSchema = z.object({
  id: z.number(),
  collection: z.string(),
  collection_name: z.string(),
  questions: z.array(poemTestQuestionSchema),
});
export type PoemTest = z.output<typeof poemTestSchema>;

const answerSchema = z.union([z.number().int().min(0), z.array(z.number().int().min(0)).max(20)]);
export type PoemTestAnswer = z.output<typeof answerSchema>;

/** A handed-in question: the pupil's answer, the correct one, and the correct answer as text. */
export const poemTestMarkedSchema = poemTestQuestionSchema.extend({
  answer: answerSchema.nullable(),
  correct_answer: answerSchema,
  correct_text: z.string(),
  is_correct: z.boolean(),
});
export type PoemTestMarked = z.output<typeof poemTestMarkedSchema>;

export const poemTestResultSchema = z.object({
  id: z.number(),
  collection: z.string(),
  collection_name: z.string(),
  total: z.number(),
  correct: z.number(),
  finished_at: z.number(),
  questions: z.array(poemTestMarkedSchema),
});
export type PoemTestResult = z.output<typeof poemTestResultSchema>;

export const poemTestSummarySchema = poemTestResultSchema.omit({ questions: true });
export type PoemTestSummary = z.output<typeof poemTestSummarySchema>;

/** The answers as one JSON form field, one per question (null for a question left unanswered). */
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
  .pipe(z.array(answerSchema.nullable(), { message: '答案格式有误' }).max(POEM_TEST_MAX_QUESTIONS, '答案过多'));

/** Generates a test from a collection's poems (user/poemTest); answers stay on the server until handed in. */
export const poemTestCreateCall = defineCall({
  method: 'POST',
  path: '/api/study/user/poemTest',
  user: true,
  params: z.object({
    collection: z.string().regex(/^[a-z0-9_]{1,40}$/, '诗集编号有误'),
    count: formInt
      .min(POEM_TEST_MIN_QUESTIONS, `题数至少 ${POEM_TEST_MIN_QUESTIONS}`)
      .max(POEM_TEST_MAX_QUESTIONS, `题数至多 ${POEM_TEST_MAX_QUESTIONS}`)
      .default(8),
  }),
  answer: poemTestSchema,
});

/** Hands a test in: scores it, keeps the result, and answers every question with its correct answer. */
export const poemTestSubmitCall = defineCall({
  method: 'POST',
  path: '/api/study/user/poemTest/submit',
  user: true,
  params: z.object({ id: formId, answers: answersParam }),
  answer: poemTestResultSchema,
});

/** One of the pupil's own handed-in tests with its questions marked. */
export const poemTestResultCall = defineCall({
  method: 'GET',
  path: '/api/study/user/poemTest/result',
  user: true,
  params: z.object({ id: formId }),
  answer: poemTestResultSchema,
});

/** The pupil's handed-in tests, latest first. */
export const poemTestHistoryCall = defineCall({
  method: 'GET',
  path: '/api/study/user/poemTest',
  user: true,
  params: pageParams,
  answer: pageOf(poemTestSummarySchema),
});
