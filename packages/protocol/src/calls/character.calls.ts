import { z } from 'zod';
import type { Character } from '../entities.js';
import { defineCall, formId } from './define-call.js';

const characterSchema: z.ZodType<Character> = z.object({
  id: z.number(),
  character_simplified: z.string(),
  character_traditional: z.string(),
  character_traditional_forms: z.array(z.object({ form: z.string(), words: z.array(z.string()) })),
  character_analyse: z.string(),
  character_glyph_img: z.string(),
  character_origin_img: z.string(),
  character_writing_animation: z.string(),
  basic_paraphrase: z.string(),
  ext_paraphrase: z.string(),
  example_idiom: z.array(
    z.object({
      id: z.number(),
      idiom: z.string(),
      paraphrase: z.string(),
      origin: z.string(),
      example: z.string(),
      see_also: z.array(z.object({ idiom: z.string(), paraphrase: z.string() })),
    }),
  ),
  pinyin: z.array(z.object({ unicode_tone: z.string(), pronunciation: z.string() })),
});

/**
 * The dictionary lookup (spec §5): a numeric query is an id, anything else a simplified character.
 * Exactly one of `id` or `character_simplified` is needed.
 */
export const characterCall = defineCall({
  method: 'GET',
  path: '/api/study/ChineseCharacter/character',
  user: false,
  params: z
    .object({
      columns: z.string().optional(),
      count: z.string().optional(),
      id: formId.optional(),
      character_simplified: z.string().min(1).max(12).optional(),
    })
    .refine((p) => p.id !== undefined || p.character_simplified !== undefined, {
      message: '请提供汉字或编号',
    }),
  answer: characterSchema,
});
