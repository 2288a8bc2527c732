import { z } from 'zod';
import { defineCall, FORM_INT_MAX, formId } from './define-call.js';

/** The largest recitation recording accepted (a few minutes of compressed speech fit easily). */
export const RECITATION_MAX_BYTES = 10 * 1024 * 1024;

/** How far a pupil is with a poem (user/poemRecite): 未开始, 练习中, 已背会. */
export const RECITE_STATES = ['not_started', 'practising', 'recited'] as const;
export type ReciteState = (typeof RECITE_STATES)[number];

/** The four practice modes in order; finishing the last one makes the poem recited. */
export const PRACTICE_STAGES = 4;

/**
 * A kept recitation recording with the local audio record fields of spec §3. The recited resource
 * is a poem, so `resource_category_id` carries the poem's id, `resource_name` its title and
 * `resource_p_name` its collection's name. `recitation_audio` is served to its owner only: the
 * client adds uid, product and token to it like any user call.
 */
export const recitationRecordSchema = z.object({
  id: z.number(),
  module_id: z.number(),
  recitation_audio: z.string(),
  resource_category_id: z.number(),
  resource_name: z.string(),
  resource_p_name: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: z.number(),
});
export type RecitationRecord = z.output<typeof recitationRecordSchema>;

/** A pupil's progress on one poem: `stage` is how many practice modes were finished (0–4). */
export const poemReciteSchema = z.object({
  poem_id: z.number(),
  state: z.enum(RECITE_STATES),
  stage: z.number(),
  updated_at: z.number(),
});
export type PoemRecite = z.output<typeof poemReciteSchema>;

const poemId = formId.describe('诗文编号');

/**
 * Uploads a recitation (user/recitation; multipart: uid, token, product, module_id, poem_id and the
 * recording as `files`). The content must be real audio (WebM, Ogg, MP4, MP3 or WAV).
 */
export const recitationUploadCall = defineCall({
  method: 'POST',
  path: '/api/study/user/recitation',
  user: true,
  multipart: true,
  params: z.object({ module_id: formId.describe('模块编号'), poem_id: poemId }),
  answer: recitationRecordSchema,
});

/** The pupil's own recordings of one poem, newest first. */
export const recitationListCall = defineCall({
  method: 'GET',
  path: '/api/study/user/recitation',
  user: true,
  params: z.object({ poem_id: poemId }),
  answer: z.array(recitationRecordSchema),
});

/** Deletes one of the pupil's own recordings (another pupil's answers 404, as if it did not exist). */
export const recitationDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/study/user/recitation',
  user: true,
  params: z.object({ id: formId.describe('录音编号') }),
  answer: z.object({ id: z.number(), deleted: z.boolean() }),
});

/** The recording itself (audio bytes, not an envelope), for its owner only. */
export const recitationAudioCall = defineCall({
  method: 'GET',
  path: '/api/study/user/recitation/audio',
  user: true,
  params: z.object({ id: formId.describe('录音编号') }),
  answer: z.unknown(),
});

const poemIdList = z
  .string()
  .regex(/^\d{1,12}(,\d{1,12}){0,199}$/, '诗文编号有误')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  // Beyond a PostgreSQL integer the query would fail (code 500) instead of finding nothing.
  .refine((ids) => ids.every((id) => id <= FORM_INT_MAX), '诗文编号过大');

/** The pupil's recitation state of these poems (at most 200); poems never practised are 未开始. */
export const poemReciteListCall = defineCall({
  method: 'GET',
  path: '/api/study/user/poemRecite',
  user: true,
  params: z.object({ poem_ids: poemIdList }),
  answer: z.array(poemReciteSchema),
});

/**
 * Records that the pupil finished practice mode `stage` (1–4) of a poem; progress never goes
 * back, and finishing mode 4 makes the poem 已背会.
 */
export const poemReciteSaveCall = defineCall({
  method: 'POST',
  path: '/api/study/user/poemRecite',
  user: true,
  params: z.object({ poem_id: poemId, stage: z.coerce.number().int().min(1).max(PRACTICE_STAGES) }),
  answer: poemReciteSchema,
});
