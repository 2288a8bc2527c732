import { z } from 'zod';
import { defineCall } from './define-call.js';

/** An author with works in our collections (名人名篇), as the list shows them. */
export const poetSummarySchema = z.object({
  name: z.string(),
  dynasty: z.string(),
  /** How many of their works our collections hold. */
  works: z.number(),
  /** Whether the data has a biography (pages hide empty ones). */
  has_biography: z.boolean(),
});
export type PoetSummary = z.output<typeof poetSummarySchema>;

/** One work of an author, linking to the poem page. */
export const poetWorkSchema = z.object({
  id: z.number(),
  title: z.string(),
  collection: z.string(),
  collection_name: z.string(),
  first_line: z.string(),
});
export type PoetWork = z.output<typeof poetWorkSchema>;

/** Our modern biography of a poet for pupils; a year is null when unknown or uncertain (negative: 公元前). */
export const poetBioSchema = z.object({
  born: z.number().nullable(),
  died: z.number().nullable(),
  text: z.string(),
});
export type PoetBio = z.output<typeof poetBioSchema>;

/**
 * An author: our modern biography (null when we wrote none), the classical one of the imported
 * data for adults ('' when none), dynasty and their works in our collections.
 */
export const poetInfoSchema = z.object({
  name: z.string(),
  dynasty: z.string(),
  bio: poetBioSchema.nullable(),
  biography: z.string(),
  works: z.array(poetWorkSchema),
});
export type PoetInfo = z.output<typeof poetInfoSchema>;

const poetName = z.string().trim().min(1, '请指定作者').max(40, '作者名过长');
const dynastyName = z.string().trim().max(10, '朝代有误').default('');

/** Every author with works in our collections, most works first. */
export const poetListCall = defineCall({
  method: 'GET',
  path: '/api/study/poet/list',
  user: true,
  params: z.object({}),
  answer: z.array(poetSummarySchema),
});

/** One author with biography and works. */
export const poetInfoCall = defineCall({
  method: 'GET',
  path: '/api/study/poet/info',
  user: true,
  params: z.object({ name: poetName, dynasty: dynastyName }),
  answer: poetInfoSchema,
});
