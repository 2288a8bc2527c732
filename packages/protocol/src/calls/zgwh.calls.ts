import { z } from 'zod';
import { crumbSchema } from './content.calls.js';
import { defineCall, formId } from './define-call.js';
import { pageOf, pageParams } from './paging.js';
import { ZGWH_PART_KEYS, ZGWH_PARTS, type ZgwhPart } from './zgwh.constants.js';

/**
 * 中国文化 (issue 15, module 2011): our entries on 节气 and festivals (rcsh), culture words (whzd),
 * history (zgls) and literature (zgwx), grouped as the child modules' resource categories; dates of
 * 节气 and festivals are worked out per call for this year and the next.
 */

/** The module id of a part key, or the part key of a module id. */
export function zgwhPartOf(moduleId: number): ZgwhPart | undefined {
  return ZGWH_PART_KEYS.find((key) => ZGWH_PARTS[key] === moduleId);
}

const partModuleId = formId.refine((id) => zgwhPartOf(id) !== undefined, '模块编号有误');

/** An entry as lists show it. */
export const cultureEntrySummarySchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  pinyin: z.string(),
  summary: z.string(),
  /** Years of a dynasty or a person (negative = 公元前); null when none. */
  years: z.object({ start: z.number(), end: z.number(), about: z.boolean() }).nullable(),
  /** The address of a drawing that depicts it (an SVG, /zgwh-picture/<name>.svg); null where none fits. */
  picture: z.string().nullable(),
});
export type CultureEntrySummary = z.output<typeof cultureEntrySummarySchema>;

export const cultureGroupSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  count: z.number(),
});
export type CultureGroup = z.output<typeof cultureGroupSchema>;

/** A 节气 on a day: its entry and the China date it falls on (YYYY-MM-DD). */
export const termDaySchema = z.object({
  key: z.string(),
  name: z.string(),
  date: z.string(),
  /** Days from today (China time) to the date; 0 = today, negative = already past. */
  days: z.number(),
});
export type TermDay = z.output<typeof termDaySchema>;

/** The area page: today's 节气 (the one in force and the next), and the four parts with their groups. */
export const zgwhHomeCall = defineCall({
  method: 'GET',
  path: '/api/study/zgwh/home',
  user: true,
  params: z.object({}),
  answer: z.object({
    /** Today in China, YYYY-MM-DD. */
    today: z.string(),
    current: termDaySchema,
    next: termDaySchema,
    parts: z.array(
      z.object({ module_id: z.number(), key: z.string(), name: z.string(), groups: z.array(cultureGroupSchema) }),
    ),
  }),
});

/** One part (whzd, zgwx, rcsh, zgls) with every group and its entries: the lists are short. */
export const zgwhPartCall = defineCall({
  method: 'GET',
  path: '/api/study/zgwh/part',
  user: true,
  params: z.object({ module_id: partModuleId.describe('模块编号') }),
  answer: z.object({
    module_id: z.number(),
    key: z.string(),
    name: z.string(),
    groups: z.array(cultureGroupSchema.extend({ entries: z.array(cultureEntrySummarySchema) })),
  }),
});

/** A catalogue poem an entry links to. */
export const culturePoemSchema = z.object({
  id: z.number(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
});

/** How a 节气 or festival's date is found, and its dates this year and next. */
export const cultureDateSchema = z.object({
  /** For pupils: 太阳到达黄经15°时 / 农历正月初一 / 农历腊月的最后一天. */
  rule: z.string(),
  /** Each date in this year and the next (YYYY-MM-DD), in order. */
  dates: z.array(z.string()),
  /** The next date from today (today counts), with the days to go. */
  next: z.object({ date: z.string(), days: z.number() }),
});
export type CultureDate = z.output<typeof cultureDateSchema>;

/** One entry in full. */
export const cultureEntrySchema = cultureEntrySummarySchema.extend({
  module_id: z.number(),
  part: z.string(),
  /** Paragraphs are separated by line breaks. */
  text: z.string(),
  /** A line under the text ('' when none). */
  note: z.string(),
  customs: z.array(z.string()),
  foods: z.array(z.string()),
  /** A well-known saying ('' when none). */
  saying: z.string(),
  /** Only for 节气 and festivals. */
  date: cultureDateSchema.nullable(),
  /** The work's author for a book (四大名著), '' otherwise. */
  author: z.string(),
  poems: z.array(culturePoemSchema),
  /** Poets of the catalogue the entry names (名人名篇 pages). */
  poets: z.array(z.object({ name: z.string(), dynasty: z.string() })),
  /** The groups that list it. */
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CultureEntry = z.output<typeof cultureEntrySchema>;

const entryKey = z
  .string()
  .trim()
  .min(1, '请告诉我要看哪一条')
  .max(40, '条目名称有误')
  .regex(/^[a-z0-9-]+$/, '条目名称有误');

/** One entry by its id or key. */
export const zgwhEntryCall = defineCall({
  method: 'GET',
  path: '/api/study/zgwh/entry',
  user: true,
  params: z
    .object({ id: formId.describe('条目编号').optional(), key: entryKey.optional() })
    .refine((p) => p.id !== undefined || p.key !== undefined, '请告诉我要看哪一条'),
  answer: cultureEntrySchema,
});

/** A group's entries a page at a time (resourceCategoryContent with a part's module_id). */
export const zgwhCategoryContentCall = defineCall({
  method: 'GET',
  path: '/api/study/resourceCategoryContent',
  user: true,
  params: pageParams.extend({ module_id: partModuleId, resource_category_id: formId.describe('分类编号') }),
  answer: pageOf(cultureEntrySummarySchema).extend({
    category: cultureGroupSchema,
    breadcrumbs: z.array(crumbSchema),
  }),
});

/** One entry by id (resource/content with a part's module_id). */
export const zgwhItemCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({ module_id: partModuleId, id: formId.describe('条目编号') }),
  answer: cultureEntrySchema,
});
