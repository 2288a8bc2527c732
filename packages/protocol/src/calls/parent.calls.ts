import { z } from 'zod';
import { defineCall } from './define-call.js';

/**
 * The parent check (issues 17/18): before purchase, the membership pages, account deletion, logout
 * and the weekly report a grown-up answers an arithmetic question written in words, or types the
 * parent PIN set in the user centre. A passed check is a pass token that holds PARENT_PASS_MS.
 */

/** How long a passed check holds in the browser session that passed it. */
export const PARENT_PASS_MS = 10 * 60 * 1000;
/** How long a question may be answered. */
export const PARENT_QUESTION_MS = 5 * 60 * 1000;
/** Wrong answers or PINs in PARENT_FAILURE_WINDOW_MS before the check is refused for a while. */
export const PARENT_FAILURE_LIMIT = 5;
export const PARENT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const passToken = z.string().regex(/^[0-9a-f]{32}$/, '请先请家长验证');

/**
 * The pass on a call a child must not make alone: spending (buying, paying, activation cards) and
 * deleting the account. Optional here, required by the server for every account, as the pages ask
 * everyone: a missing pass is refused like a run-out one (forbidden, PARENT_PASS_REFUSED), so the
 * page can ask the grown-up again.
 */
export const parentPassParam = passToken.optional();

/** The forbidden message of a call made without a pass that holds; pages ask the check again on it. */
export const PARENT_PASS_REFUSED = '请家长先验证一下';
const pin = z.string({ error: '请输入家长密码' }).regex(/^\d{4,6}$/, '家长密码是 4 到 6 位数字');

export const parentPassSchema = z.object({
  /** Sent with calls behind the check (the weekly report, the PIN, parentPassParam calls). */
  pass: z.string(),
  /** Until when it holds (epoch ms). */
  until: z.number(),
});
export type ParentPass = z.output<typeof parentPassSchema>;

/** A new question, and whether a PIN may be typed instead. The answer stays on the server. */
export const parentQuestionCall = defineCall({
  method: 'POST',
  path: '/api/parent/question',
  user: true,
  params: z.object({}),
  answer: z.object({ check_id: z.string(), question: z.string(), has_pin: z.boolean() }),
});

/** Answers a question in digits; a wrong answer uses the question up (ask a new one). */
export const parentAnswerCall = defineCall({
  method: 'POST',
  path: '/api/parent/answer',
  user: true,
  params: z.object({
    check_id: passToken,
    answer: z
      .string({ error: '请写出答案' })
      .trim()
      .regex(/^\d{1,4}$/, '请用数字写出答案，比如 19'),
  }),
  answer: parentPassSchema,
});

/** Passes the check with the parent PIN. */
export const parentPinCheckCall = defineCall({
  method: 'POST',
  path: '/api/parent/pin/check',
  user: true,
  params: z.object({ pin }),
  answer: parentPassSchema,
});

/** Whether the pupil has a parent PIN. */
export const parentPinStatusCall = defineCall({
  method: 'GET',
  path: '/api/parent/pin',
  user: true,
  params: z.object({}),
  answer: z.object({ has_pin: z.boolean() }),
});

/** Sets or changes the parent PIN; needs a pass (a child must not set it). */
export const parentPinSetCall = defineCall({
  method: 'POST',
  path: '/api/parent/pin',
  user: true,
  params: z.object({ pass: passToken, pin }),
  answer: z.object({ has_pin: z.boolean() }),
});

/** Removes the parent PIN (the arithmetic question remains); needs a pass. */
export const parentPinRemoveCall = defineCall({
  method: 'DELETE',
  path: '/api/parent/pin',
  user: true,
  params: z.object({ pass: passToken }),
  answer: z.object({ has_pin: z.boolean() }),
});

const averageSchema = z.object({
  count: z.number(),
  /** Rounded average score 0–100; null when there were none. */
  average: z.number().nullable(),
  best: z.number().nullable(),
});
export type ScoreSummary = z.output<typeof averageSchema>;

export const weeklyReportSchema = z.object({
  /** The seven China days, YYYY-MM-DD, oldest first. */
  from: z.string(),
  to: z.string(),
  /** Learning time per day, oldest first. */
  days: z.array(z.object({ date: z.string(), seconds: z.number() })),
  total_seconds: z.number(),
  /** Characters marked learned this week (at most 60 shown), and how many. */
  characters: z.array(z.string()),
  characters_count: z.number(),
  /** Recitation recordings kept this week. */
  recitations: z.number(),
  dictation: averageSchema,
  papers: averageSchema,
  quizzes: averageSchema,
  /** Assignments of the pupil's classes due this week or handed in this week. */
  assignments: z.object({ done: z.number(), due: z.number() }),
  /** Nothing at all happened this week. */
  empty: z.boolean(),
});
export type WeeklyReport = z.output<typeof weeklyReportSchema>;

/** The pupil's own last seven days, behind the parent check. */
export const weeklyReportCall = defineCall({
  method: 'GET',
  path: '/api/parent/weeklyReport',
  user: true,
  params: z.object({ pass: passToken }),
  answer: weeklyReportSchema,
});
