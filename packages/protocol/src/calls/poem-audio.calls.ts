import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/** A teacher's recording of a poem, as the management page lists it. */
export const poemAudioSchema = z.object({
  poem_id: z.number(),
  title: z.string(),
  author: z.string(),
  collection_name: z.string(),
  /** Public address of the recording (teaching material, served to everyone). */
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  created_at: z.number(),
});
export type PoemAudio = z.output<typeof poemAudioSchema>;

const poemId = formId.describe('诗文编号');

/** Where the stored recordings are served; the file name is random and checked on the way in. */
export const POEM_AUDIO_PATH = '/api/study/resource/poemAudio';

/**
 * A teacher or admin uploads a recording of a poem (multipart: uid, token, product, poem_id and the
 * recording as `files`); it replaces the poem's earlier one. The content must be real audio.
 */
export const poemAudioUploadCall = defineCall({
  method: 'POST',
  path: '/api/manage/poemAudio',
  user: true,
  multipart: true,
  params: z.object({ poem_id: poemId }),
  answer: poemAudioSchema,
});

/** Every teacher recording, newest first (teachers and admins). */
export const poemAudioListCall = defineCall({
  method: 'GET',
  path: '/api/manage/poemAudio',
  user: true,
  params: z.object({}),
  answer: z.array(poemAudioSchema),
});

/** A poem to record, found by its title: which collection it stands in, and whether it has a recording. */
export const poemAudioCandidateSchema = z.object({
  poem_id: z.number(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  collection_name: z.string(),
  first_line: z.string(),
  recorded: z.boolean(),
});
export type PoemAudioCandidate = z.output<typeof poemAudioCandidateSchema>;

/** Poems whose title holds the keyword, in collection order, to choose the one recorded (teachers and admins). */
export const poemAudioCandidatesCall = defineCall({
  method: 'GET',
  path: '/api/manage/poemAudio/poems',
  user: true,
  params: z.object({ keyword: z.string().trim().min(1, '请输入诗文题目').max(40, '题目太长了') }),
  answer: z.array(poemAudioCandidateSchema),
});

/** Removes a poem's teacher recording (teachers and admins); the syllable reading comes back. */
export const poemAudioDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/poemAudio',
  user: true,
  params: z.object({ poem_id: poemId }),
  answer: z.object({ poem_id: z.number(), deleted: z.boolean() }),
});
