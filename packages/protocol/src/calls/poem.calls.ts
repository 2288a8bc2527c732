import { z } from 'zod';
import { defineCall, formId } from './define-call.js';
import { pageOf, pageParams } from './paging.js';
import { poetBioSchema } from './poet.calls.js';

/** A poem collection (唐诗三百首, 宋词三百首 …) with how many poems it holds. */
export const poemCollectionSchema = z.object({ key: z.string(), name: z.string(), count: z.number() });
export type PoemCollection = z.output<typeof poemCollectionSchema>;

/** A poem as lists show it: its first line, and whether the pupil has favourited it. */
export const poemSummarySchema = z.object({
  id: z.number(),
  collection: z.string(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  first_line: z.string(),
  favorite: z.boolean(),
  /** The grade band of a graded list ('1-2', '3-4', '5-6'; our arrangement, not official), '' otherwise. */
  grade_band: z.string(),
});
export type PoemSummary = z.output<typeof poemSummarySchema>;

/** Our study notes of a poem (必背 and lesson texts): 注释 in text order, 译文 one line per line of the text, 赏析. */
export const poemStudySchema = z.object({
  notes: z.array(z.object({ term: z.string(), gloss: z.string() })),
  translation: z.array(z.string()),
  appreciation: z.string(),
});
export type PoemStudy = z.output<typeof poemStudySchema>;

/** One poem to read aloud: lines with their pinyin and the syllable recordings, aligned per character. */
export const poemContentSchema = z.object({
  id: z.number(),
  collection: z.string(),
  collection_name: z.string(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  lines: z.array(z.string()),
  /** Per line, one tone-marked syllable per character ('' for punctuation, or when not computed). */
  pinyin: z.array(z.array(z.string())),
  /** Per line, the recording address of each syllable; '' where there is no real recording. */
  audio: z.array(z.array(z.string())),
  notes: z.string(),
  /** The author's classical biography of the imported data; '' when none (pages hide it). */
  biography: z.string(),
  /** Our modern biography of the author; null when we wrote none. */
  author_bio: poetBioSchema.nullable(),
  /** Our 注释, 译文 and 赏析; null for poems we have not written them for. */
  study: poemStudySchema.nullable(),
  favorite: z.boolean(),
  /** The address of a teacher's recording of the whole poem (played instead of the syllables); '' when none. */
  teacher_audio: z.string(),
});
export type PoemContent = z.output<typeof poemContentSchema>;

const collectionKey = z.string().regex(/^[a-z0-9_]{1,40}$/, '诗集编号有误');
const poemId = formId.describe('诗文编号');

/** The poem collections in display order. */
export const poemCollectionsCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/collections',
  user: false,
  params: z.object({}),
  answer: z.array(poemCollectionSchema),
});

/** A collection's poems in order, a page at a time (resourceCategoryContent), with the pupil's favourite marks. */
export const poemListCall = defineCall({
  method: 'GET',
  path: '/api/study/resourceCategoryContent',
  user: true,
  params: pageParams.extend({ collection: collectionKey }),
  answer: pageOf(poemSummarySchema).extend({ collection_name: z.string() }),
});

/** One poem (resource/content). */
export const poemContentCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({ id: poemId }),
  answer: poemContentSchema,
});

/** Marks a poem as the pupil's favourite (user/favorite); doing it twice is harmless. */
export const favoriteAddCall = defineCall({
  method: 'POST',
  path: '/api/study/user/favorite',
  user: true,
  params: z.object({ poem_id: poemId }),
  answer: z.object({ poem_id: z.number(), favorite: z.boolean() }),
});

/** Removes a poem from the pupil's favourites; removing one that is not there is harmless. */
export const favoriteRemoveCall = defineCall({
  method: 'DELETE',
  path: '/api/study/user/favorite',
  user: true,
  params: z.object({ poem_id: poemId }),
  answer: z.object({ poem_id: z.number(), favorite: z.boolean() }),
});

/** The pupil's own favourite poems, newest favourite first. */
export const favoriteListCall = defineCall({
  method: 'GET',
  path: '/api/study/user/favorite',
  user: true,
  params: pageParams,
  answer: pageOf(poemSummarySchema.extend({ collection_name: z.string(), favorited_at: z.number() })),
});
