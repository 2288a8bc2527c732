import { z } from 'zod';
import { defineCall, formFlag, formId } from './define-call.js';

/**
 * 专家课堂 zjkt (module 8, issue 17): lessons written by teachers and admins — a title, a cover, a
 * video of the media library, pictures, text and links into our content (a textbook lesson, a
 * poem, characters). Pupils read the published ones; a teacher writes and changes only their own,
 * an admin any.
 */

export const ZJKT_TITLE_MAX = 40;
export const ZJKT_TEXT_MAX = 3000;
export const ZJKT_IMAGES_MAX = 6;
export const ZJKT_LINKS_MAX = 8;
/** Characters one link may name (a short row to look up). */
export const ZJKT_CHARS_MAX = 12;
/** A cover or a picture, before it is made smaller on the server. */
export const ZJKT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Where a lesson's pictures are served, outside /api like other files (anyone may fetch them: teaching material). */
export const ZJKT_IMAGE_PATH = '/zjkt-images';

/** What a link leads to: a textbook lesson (同步教学), a poem (唐诗宋词) or characters (字源字典). */
export const ZJKT_LINK_KINDS = ['lesson', 'poem', 'chars'] as const;
export type ZjktLinkKind = (typeof ZJKT_LINK_KINDS)[number];

/** A link as it is written: the lesson's or poem's id, or the characters. */
export const zjktLinkInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('poem'), id: z.number().int().positive() }),
  z.object({ kind: z.literal('chars'), text: z.string() }),
]);
export type ZjktLinkInput = z.output<typeof zjktLinkInputSchema>;

/** A link as it is shown; `label` names it (《咏鹅》骆宾王, 识字1 天地人, 鹅 白 毛). */
export const zjktLinkSchema = z.object({
  kind: z.enum(ZJKT_LINK_KINDS),
  /** The lesson's or poem's id; 0 for characters. */
  id: z.number(),
  /** The characters; '' otherwise. */
  text: z.string(),
  label: z.string(),
});
export type ZjktLink = z.output<typeof zjktLinkSchema>;

export const zjktLessonSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The cover's address, '' for none. */
  cover: z.string(),
  /** The opening of the text, for the list. */
  summary: z.string(),
  /** The author's nickname (or account); 老师 once the account is gone. */
  author_name: z.string(),
  has_video: z.boolean(),
  /** 0 while a draft. */
  published_at: z.number(),
  updated_at: z.number(),
});
export type ZjktLessonSummary = z.output<typeof zjktLessonSummarySchema>;

export const zjktVideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  mime: z.string(),
});

export const zjktLessonSchema = zjktLessonSummarySchema.extend({
  text: z.string(),
  /** The pictures' addresses, in order (the cover not among them). */
  images: z.array(z.string()),
  /** null when there is none, or its file left the media library. */
  video: zjktVideoSchema.nullable(),
  links: z.array(zjktLinkSchema),
  /** The reader may change it (its author, or an admin). */
  can_edit: z.boolean(),
});
export type ZjktLesson = z.output<typeof zjktLessonSchema>;

const lessonId = formId.describe('课程编号');

/** The published lessons, newest first. */
export const zjktLessonsCall = defineCall({
  method: 'GET',
  path: '/api/zjkt/lessons',
  user: true,
  params: z.object({}),
  answer: z.array(zjktLessonSummarySchema),
});

/** One lesson; a draft only for its author and admins. */
export const zjktLessonCall = defineCall({
  method: 'GET',
  path: '/api/zjkt/lesson',
  user: true,
  params: z.object({ id: lessonId }),
  answer: zjktLessonSchema,
});

// ── Management (teachers and admins) ────────────────────────────────────────────────────────────

/** The lessons the reader may change (a teacher's own, an admin's all), drafts included. */
export const zjktManageListCall = defineCall({
  method: 'GET',
  path: '/api/manage/zjkt/lessons',
  user: true,
  params: z.object({}),
  answer: z.array(zjktLessonSummarySchema),
});

const linksParam = z
  .string()
  .max(2000, '链接过多')
  .default('[]')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: '链接格式有误' });
      return z.NEVER;
    }
  })
  .pipe(z.array(zjktLinkInputSchema, { error: '链接格式有误' }).max(ZJKT_LINKS_MAX, `最多${ZJKT_LINKS_MAX}个链接`));

/** Writes a lesson: a new one without `id` (a draft), else changes that one. */
export const zjktSaveCall = defineCall({
  method: 'POST',
  path: '/api/manage/zjkt/lesson',
  user: true,
  params: z.object({
    id: lessonId.optional(),
    title: z
      .string({ error: '请写下课程标题' })
      .trim()
      .min(1, '请写下课程标题')
      .max(ZJKT_TITLE_MAX, `标题最多${ZJKT_TITLE_MAX}个字`),
    text: z.string().trim().max(ZJKT_TEXT_MAX, `正文最多${ZJKT_TEXT_MAX}个字`).default(''),
    /** A media library video; 0 or absent for none. */
    video_id: z.coerce.number().int().min(0).max(2_147_483_647, '编号过大').default(0),
    /** JSON: a list of links as written (`ZjktLinkInput`). */
    links: linksParam,
  }),
  answer: zjktLessonSchema,
});

/** Publishes a lesson (published=1) or takes it back to a draft (published=0). */
export const zjktPublishCall = defineCall({
  method: 'POST',
  path: '/api/manage/zjkt/publish',
  user: true,
  params: z.object({ id: lessonId, published: formFlag }),
  answer: zjktLessonSchema,
});

/** Deletes a lesson and its pictures. */
export const zjktDeleteCall = defineCall({
  method: 'POST',
  path: '/api/manage/zjkt/delete',
  user: true,
  params: z.object({ id: lessonId }),
  answer: z.null(),
});

/** Adds a picture to a lesson (multipart: `files`): its cover (replacing the old one) or one more picture. */
export const zjktImageUploadCall = defineCall({
  method: 'POST',
  path: '/api/manage/zjkt/image',
  user: true,
  multipart: true,
  params: z.object({
    id: lessonId,
    slot: z.enum(['cover', 'image'], { error: '请说明是封面还是插图' }),
  }),
  answer: zjktLessonSchema,
});

/** Takes a picture (the cover too) off a lesson; `name` is the last part of its address. */
export const zjktImageRemoveCall = defineCall({
  method: 'POST',
  path: '/api/manage/zjkt/image/remove',
  user: true,
  params: z.object({ id: lessonId, name: z.string().max(80, '图片不存在') }),
  answer: zjktLessonSchema,
});

/** What a link may lead to, found by title: poems or textbook lessons (at most 10). */
export const zjktTargetsCall = defineCall({
  method: 'GET',
  path: '/api/manage/zjkt/targets',
  user: true,
  params: z.object({
    kind: z.enum(['lesson', 'poem'], { error: '链接类别有误' }),
    q: z.string({ error: '请写下标题' }).trim().min(1, '请写下标题').max(20, '标题最多20个字'),
  }),
  answer: z.array(z.object({ id: z.number(), label: z.string() })),
});
