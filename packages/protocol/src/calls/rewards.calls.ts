import { z } from 'zod';
import { defineCall } from './define-call.js';

/**
 * Stars of a scored round (0–100), the rule of the 汉字训练 levels and 同步教学's results: 60 earns
 * one, 80 two, full marks three. The rewards total adds these over every handed-in round.
 */
export function starsForScore(score: number): number {
  if (score >= 100) return 3;
  if (score >= 80) return 2;
  return score >= 60 ? 1 : 0;
}

/** The milestones a pupil can reach, in the order the rewards page shows them. */
export const BADGE_KEYS = [
  'first_step',
  'first_recitation',
  'chars_100',
  'chars_500',
  'volume_written',
  'streak_7',
  'dictation_full',
  'stars_100',
] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];

/** Days in a row (China time) with at least one finished activity. */
export const streakSchema = z.object({
  /** Ending today, or yesterday while today has nothing yet (the streak is still alive). */
  current: z.number(),
  longest: z.number(),
  /** Something was finished today. */
  today: z.boolean(),
});
export type Streak = z.output<typeof streakSchema>;

export const badgeSchema = z.object({
  key: z.enum(BADGE_KEYS),
  earned: z.boolean(),
  /** When it was earned (epoch ms), where the records say; null when not earned or not known. */
  earned_at: z.number().nullable(),
  /** How far along (e.g. 37 of 100 characters); have = need once earned. */
  have: z.number(),
  need: z.number(),
  /** What it was earned with, e.g. the volume written (一年级上册); '' otherwise. */
  detail: z.string(),
});
export type Badge = z.output<typeof badgeSchema>;

export const rewardsSchema = z.object({
  stars: z.number(),
  stars_today: z.number(),
  streak: streakSchema,
  /** The last seven China days, oldest first, YYYY-MM-DD, and whether each had a finished activity. */
  week: z.array(z.object({ date: z.string(), done: z.boolean() })),
  badges: z.array(badgeSchema),
});
export type Rewards = z.output<typeof rewardsSchema>;

/** The pupil's stars, streak and badges, all worked out from the rounds the server keeps. */
export const rewardsCall = defineCall({
  method: 'GET',
  path: '/api/study/user/rewards',
  user: true,
  params: z.object({}),
  answer: rewardsSchema,
});

export const dailyPathSchema = z.object({
  /** Today in China time, YYYY-MM-DD. */
  date: z.string(),
  stars: z.number(),
  streak: streakSchema,
  /** Learned characters due today; null when none are due and none were reviewed today (no task). */
  review: z.object({ due_count: z.number(), done: z.boolean() }).nullable(),
  /** The lesson of the asked volume practised today (识字, 作业, word practice or dictation), else null. */
  lesson_today: z.object({ id: z.number(), number: z.string(), title: z.string() }).nullable(),
  /** The poem of the day from 小学必背古诗, and whether it was practised or recited today; null without the collection. */
  poem: z
    .object({ id: z.number(), title: z.string(), author: z.string(), dynasty: z.string(), done: z.boolean() })
    .nullable(),
});
export type DailyPath = z.output<typeof dailyPathSchema>;

/** Today's tasks for the home screen; `volume` is the chosen textbook volume's key (g1a …), if any. */
export const dailyPathCall = defineCall({
  method: 'GET',
  path: '/api/study/user/dailyPath',
  user: true,
  params: z.object({
    volume: z
      .string()
      .regex(/^g[1-6][ab]$/, '课本编号有误')
      .optional(),
  }),
  answer: dailyPathSchema,
});
