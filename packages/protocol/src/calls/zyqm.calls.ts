import { z } from 'zod';
import { defineCall, formId, formInt } from './define-call.js';

/**
 * 字源起名 (issue 16, module 2082 under 学前教育): 趣味识字 (characters by formation with their
 * ancient forms), 成语学堂 (easy idioms of our stories), 诗词乐园 (our stories behind easy poems) and
 * 个性起名 (name ideas from lines of 诗经, 楚辞 and 唐诗, each pupil's favourites kept).
 */
export const ZYQM_MODULE_ID = 2082;

// ── 趣味识字 ──────────────────────────────────────────────────────────────────────────────────────

/** The formation groups in the order pages show them; '' = the data does not say. */
export const CHAR_FORMATIONS = ['象形', '指事', '会意', '形声', ''] as const;
export type CharFormation = (typeof CHAR_FORMATIONS)[number];

/** The scripts szly/font speaks of, oldest first, and 楷书 last (our font). */
export const ANCIENT_SCRIPTS = [
  { kind: 'oracle', name: '甲骨文' },
  { kind: 'bronze', name: '金文' },
  { kind: 'seal', name: '小篆' },
] as const;

export const zyqmCharTileSchema = z.object({
  id: z.number(),
  char: z.string(),
  pinyin: z.string(),
  /** The oldest ancient form we have of it. */
  picture: z.string(),
  /** Whether we wrote the story of how it was made (such tiles come first in their group). */
  has_story: z.boolean(),
});
export type ZyqmCharTile = z.output<typeof zyqmCharTileSchema>;

export const zyqmCharGroupSchema = z.object({
  formation: z.enum(CHAR_FORMATIONS),
  chars: z.array(zyqmCharTileSchema),
});
export type ZyqmCharGroup = z.output<typeof zyqmCharGroupSchema>;

/** The characters with ancient forms, by formation (as the character table records it). */
export const zyqmCharGroupsCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/chars',
  user: true,
  params: z.object({}),
  answer: z.object({ groups: z.array(zyqmCharGroupSchema) }),
});

export const zyqmFormSchema = z.object({
  kind: z.string(),
  /** 甲骨文, 金文 or 小篆. */
  script: z.string(),
  /** The picture's address, '' when we do not have this form. */
  picture: z.string(),
});

/** A character's story page (hzwb) and its scripts (szly/font). */
export const zyqmCharSchema = z.object({
  id: z.number(),
  char: z.string(),
  pinyin: z.string(),
  formation: z.enum(CHAR_FORMATIONS),
  stroke_count: z.number(),
  /** Our pupil dictionary's senses, one a line; [] when not written. */
  meanings: z.array(z.string()),
  /** Our story of how the character was made (apps/importer/data/char-stories); '' when we wrote none. */
  story: z.string(),
  /** The three ancient scripts oldest first, each with its picture or '' (never made up). */
  forms: z.array(zyqmFormSchema),
});
export type ZyqmChar = z.output<typeof zyqmCharSchema>;

const oneChar = z
  .string({ message: '请告诉我要看哪个字' })
  .trim()
  .refine((s) => [...s].length === 1, '请只写一个字');

export const zyqmCharCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/char',
  user: true,
  params: z.object({ char: oneChar }),
  answer: zyqmCharSchema,
});

// ── 成语学堂 ──────────────────────────────────────────────────────────────────────────────────────

export const zyqmIdiomSchema = z.object({ idiom: z.string(), pinyin: z.string(), meaning: z.string() });
export type ZyqmIdiom = z.output<typeof zyqmIdiomSchema>;

/** How many idioms 成语学堂 lists: the easiest of our idiom stories. */
export const ZYQM_IDIOM_COUNT = 20;

export const zyqmIdiomsCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/idioms',
  user: true,
  params: z.object({}),
  answer: z.object({ list: z.array(zyqmIdiomSchema) }),
});

// ── 诗词乐园 ──────────────────────────────────────────────────────────────────────────────────────

export const zyqmPoemSchema = z.object({
  key: z.string(),
  poem_id: z.number(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  first_line: z.string(),
});
export type ZyqmPoem = z.output<typeof zyqmPoemSchema>;

export const zyqmPoemsCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/poems',
  user: true,
  params: z.object({}),
  answer: z.object({ list: z.array(zyqmPoemSchema) }),
});

/** One poem with the story we wrote behind it. */
export const zyqmPoemStorySchema = zyqmPoemSchema.extend({
  lines: z.array(z.string()),
  /** Our story, a paragraph a string. */
  story: z.array(z.string()),
});
export type ZyqmPoemStory = z.output<typeof zyqmPoemStorySchema>;

export const zyqmPoemStoryCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/poemStory',
  user: true,
  params: z.object({
    key: z.string({ message: '请告诉我要看哪首诗' }).trim().min(1, '请告诉我要看哪首诗').max(40, '没有找到这首诗'),
  }),
  answer: zyqmPoemStorySchema,
});

// ── 个性起名 ──────────────────────────────────────────────────────────────────────────────────────

/** A surname is one or two Chinese characters (复姓 like 欧阳). */
const surname = z
  .string({ message: '请先写上姓' })
  .trim()
  .min(1, '请先写上姓')
  .refine((s) => /^\p{Script=Han}{1,2}$/u.test(s), '姓要写一个或两个汉字');

export const NAME_PAGE_SIZE = 10;

export const nameCharSchema = z.object({
  char: z.string(),
  pinyin: z.string(),
  /** 1–4. */
  tone: z.number(),
  /** The first sense of our pupil dictionary. */
  meaning: z.string(),
  strokes: z.number(),
});
export type NameChar = z.output<typeof nameCharSchema>;

export const nameIdeaSchema = z.object({
  /** The given name (one or two characters). */
  name: z.string(),
  chars: z.array(nameCharSchema),
  poem_id: z.number(),
  title: z.string(),
  author: z.string(),
  dynasty: z.string(),
  /** 诗经, 楚辞 or 唐诗三百首. */
  collection: z.string(),
  /** The source line and where in it the name's characters stand (code-point positions). */
  line: z.string(),
  marks: z.array(z.number()),
});
export type NameIdea = z.output<typeof nameIdeaSchema>;

export const surnameSchema = z.object({ surname: z.string(), pinyin: z.string(), tones: z.array(z.number()) });

export const nameIdeasCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/names',
  user: true,
  params: z.object({
    surname,
    /** 0 = one or two characters, 1 or 2 = only that many. */
    length: formInt.min(0, '字数有误').max(2, '字数有误').default(0),
    page: formInt.min(1, '页码有误').max(1000, '页码有误').default(1),
  }),
  answer: z.object({
    surname: surnameSchema,
    list: z.array(nameIdeaSchema),
    page: z.number(),
    page_size: z.number(),
    has_more: z.boolean(),
  }),
});

export const nameFavoriteSchema = nameIdeaSchema.extend({ id: z.number(), surname: z.string() });
export type NameFavorite = z.output<typeof nameFavoriteSchema>;

export const nameFavoritesCall = defineCall({
  method: 'GET',
  path: '/api/study/zyqm/favorites',
  user: true,
  params: z.object({}),
  answer: z.object({ list: z.array(nameFavoriteSchema) }),
});

/** Keeps an idea (the same surname and name again changes nothing). */
export const nameFavoriteAddCall = defineCall({
  method: 'POST',
  path: '/api/study/zyqm/favorite',
  user: true,
  params: z.object({
    surname,
    name: z
      .string({ message: '请选一个名字' })
      .trim()
      .refine((s) => /^\p{Script=Han}{1,2}$/u.test(s), '名字要写一个或两个汉字'),
    poem_id: formId.describe('诗的编号'),
    line: z
      .string({ message: '请告诉我名字出自哪一句' })
      .trim()
      .min(1, '请告诉我名字出自哪一句')
      .max(100, '这一句太长了'),
  }),
  answer: nameFavoriteSchema,
});

export const nameFavoriteRemoveCall = defineCall({
  method: 'POST',
  path: '/api/study/zyqm/favorite/remove',
  user: true,
  params: z.object({ id: formId.describe('收藏编号') }),
  answer: z.object({ id: z.number() }),
});
