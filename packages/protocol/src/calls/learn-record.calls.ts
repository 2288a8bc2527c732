import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

/**
 * The learn-record endpoint (spec §7): without `id` it starts a record and answers its id;
 * with `id` it ends that record. Clients ignore its errors.
 */
export const learnRecordCall = defineCall({
  method: 'POST',
  path: '/api/study/user/learnRecord',
  user: true,
  params: z.object({
    id: formId.optional(),
    module_id: formId,
    resource_category_id: formId.optional(),
  }),
  answer: z.object({ id: z.number() }),
});

/** One learning record as listed: times are epoch ms; `ended_at` is null while it is open. */
export const learnRecordItemSchema = z.object({
  id: z.number(),
  module_id: z.number(),
  /** The module's name; '' when the module no longer exists. */
  module_name: z.string(),
  resource_category_id: z.number().nullable(),
  started_at: z.number(),
  ended_at: z.number().nullable(),
  /** Whole seconds learned; 0 while open. */
  seconds: z.number(),
});
export type LearnRecordItem = z.output<typeof learnRecordItemSchema>;

/** The user's own learning records, newest first (GET on the learn-record endpoint). */
export const learnRecordListCall = defineCall({
  method: 'GET',
  path: '/api/study/user/learnRecord',
  user: true,
  params: pageParams,
  answer: pageOf(learnRecordItemSchema),
});

/** The longest window the statistics cover, in days. */
export const STATISTICS_MAX_DAYS = 90;

/**
 * Learning time (user/statistics) per day and per module over the last `days` days, today
 * included. Days are calendar days in China Standard Time (Asia/Shanghai).
 */
export const statisticsCall = defineCall({
  method: 'GET',
  path: '/api/study/user/statistics',
  user: true,
  params: z.object({
    days: formInt.min(1, '天数有误').max(STATISTICS_MAX_DAYS, `最多统计 ${STATISTICS_MAX_DAYS} 天`).default(30),
  }),
  answer: z.object({
    /** Every day of the window, oldest first, including days with no learning. */
    days: z.array(z.object({ date: z.string(), seconds: z.number() })),
    /** Modules learned in the window, most time first. */
    modules: z.array(z.object({ module_id: z.number(), module_name: z.string(), seconds: z.number() })),
    total_seconds: z.number(),
  }),
});
export type Statistics = z.output<typeof statisticsCall.answer>;

/** How recently a user must have made a call to count as online. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/** The online count: users who made a call within the last five minutes. */
export const onlineCountCall = defineCall({
  method: 'GET',
  path: '/api/study/user/onlineCount',
  user: true,
  params: z.object({}),
  answer: z.object({ count: z.number() }),
});
