import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

/**
 * The shared content kit (issue 12): a module's resource categories (spec §3: id, pid) hold items,
 * and media from the media library attach to a module, a category or an item. Areas built on the
 * kit use these calls instead of their own.
 */

/** One step of a category's path from the module down, for breadcrumbs. */
export const crumbSchema = z.object({ id: z.number(), name: z.string() });
export type Crumb = z.output<typeof crumbSchema>;

/** The kinds of file the media library takes. */
export const MEDIA_KINDS = ['video', 'image', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Upload limits per kind, in bytes. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  video: 200 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  audio: 30 * 1024 * 1024,
};

/** Where media files are served (Range requests, ETag); the name is random and checked on the way in. */
export const MEDIA_FILE_PATH = '/api/study/resource/media';

/** A file of the media library, with what it is attached to (0 = not attached at that level). */
export const mediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  title: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  /** Length of audio and video in ms; 0 for images or when the file does not say. */
  duration_ms: z.number(),
  /** Pixel size of images and videos; 0 when not known. */
  width: z.number(),
  height: z.number(),
  module_id: z.number(),
  category_id: z.number(),
  item_id: z.number(),
  created_at: z.number(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

/** An item of a category as lists show it. */
export const contentItemSummarySchema = z.object({
  id: z.number(),
  module_id: z.number(),
  category_id: z.number(),
  title: z.string(),
  /** The first words of the body, for the list. */
  summary: z.string(),
  /** Address of the first attached image, '' when none. */
  cover: z.string(),
  /** How many media files are attached to the item. */
  media_count: z.number(),
});
export type ContentItemSummary = z.output<typeof contentItemSummarySchema>;

/** One item with its text, where it stands, and its media. */
export const contentItemSchema = contentItemSummarySchema.extend({
  /** Paragraphs of the item's text. */
  paragraphs: z.array(z.string()),
  breadcrumbs: z.array(crumbSchema),
  media: z.array(mediaItemSchema),
});
export type ContentItem = z.output<typeof contentItemSchema>;

const moduleId = formId.describe('模块编号');
const categoryId = formId.describe('分类编号');
const itemId = formId.describe('内容编号');
const optionalId = formInt.min(0).optional();

/**
 * A category's items a page at a time (resourceCategoryContent with module_id and
 * resource_category_id; the same path with `collection` lists a poem collection), with the
 * category's breadcrumbs and the media attached to the category itself.
 */
export const categoryItemsCall = defineCall({
  method: 'GET',
  path: '/api/study/resourceCategoryContent',
  user: true,
  params: pageParams.extend({ module_id: moduleId, resource_category_id: categoryId }),
  answer: pageOf(contentItemSummarySchema).extend({
    category: crumbSchema,
    breadcrumbs: z.array(crumbSchema),
    media: z.array(mediaItemSchema),
  }),
});

/** One item (resource/content with module_id; the same path with only `id` answers a poem). */
export const itemContentCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({ module_id: moduleId, id: itemId }),
  answer: contentItemSchema,
});

/** The media attached to a module, a category or an item, for an area's media slots. */
export const attachedMediaCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/mediaList',
  user: true,
  params: z.object({
    module_id: moduleId,
    category_id: optionalId,
    item_id: optionalId,
    kind: z.enum(MEDIA_KINDS).optional(),
  }),
  answer: z.array(mediaItemSchema),
});

// ── Management (teachers and admins) ────────────────────────────────────────────────────────────

const title = z.string().trim().min(1, '请填写标题').max(60, '标题不能超过60个字');

/** Adds a category under a module (pid '0' = top). */
export const categoryCreateCall = defineCall({
  method: 'POST',
  path: '/api/manage/resourceCategory',
  user: true,
  params: z.object({ module_id: moduleId, pid: z.string().regex(/^\d+$/, '上级分类有误').default('0'), name: title }),
  answer: crumbSchema.extend({ pid: z.string(), module_id: z.number() }),
});

/** Removes an empty category (no sub-categories, items or media). */
export const categoryDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/resourceCategory',
  user: true,
  params: z.object({ id: categoryId }),
  answer: z.null(),
});

/** Adds an item to a category: a title and text (paragraphs split at blank lines). */
export const itemCreateCall = defineCall({
  method: 'POST',
  path: '/api/manage/resourceItem',
  user: true,
  params: z.object({
    category_id: categoryId,
    title,
    body: z.string().max(20000, '正文不能超过20000字').default(''),
  }),
  answer: contentItemSummarySchema,
});

/** Removes an item; its media stay in the library, detached. */
export const itemDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/resourceItem',
  user: true,
  params: z.object({ id: itemId }),
  answer: z.null(),
});

/**
 * Uploads a file to the media library (multipart: uid, token, product, title, optional module_id /
 * category_id / item_id to attach it at once, and the file as `files`). The content is parsed to
 * check it really is a video (MP4, WebM), image (PNG, JPEG, WebP) or audio (MP3, M4A, OGG, WAV).
 */
export const mediaUploadCall = defineCall({
  method: 'POST',
  path: '/api/manage/media',
  user: true,
  multipart: true,
  params: z.object({
    title: z.string().trim().max(60, '标题不能超过60个字').default(''),
    module_id: optionalId,
    category_id: optionalId,
    item_id: optionalId,
  }),
  answer: mediaItemSchema,
});

/** The library, newest first, optionally one kind. */
export const mediaListCall = defineCall({
  method: 'GET',
  path: '/api/manage/media',
  user: true,
  params: pageParams.extend({ kind: z.enum(MEDIA_KINDS).optional() }),
  answer: pageOf(mediaItemSchema),
});

/** Attaches a file to a module, a category of it, or an item (replacing where it was attached). */
export const mediaAttachCall = defineCall({
  method: 'POST',
  path: '/api/manage/media/attach',
  user: true,
  params: z.object({ id: formId, module_id: moduleId, category_id: optionalId, item_id: optionalId }),
  answer: mediaItemSchema,
});

/** Detaches a file; it stays in the library. */
export const mediaDetachCall = defineCall({
  method: 'POST',
  path: '/api/manage/media/detach',
  user: true,
  params: z.object({ id: formId }),
  answer: mediaItemSchema,
});

/** Deletes a file from the library and the storage. */
export const mediaDeleteCall = defineCall({
  method: 'DELETE',
  path: '/api/manage/media',
  user: true,
  params: z.object({ id: formId }),
  answer: z.null(),
});
