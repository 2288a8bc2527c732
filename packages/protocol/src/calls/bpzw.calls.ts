import { z } from 'zod';
import { BPZW_MODULE_ID } from './bpzw.constants.js';
import { crumbSchema } from './content.calls.js';
import { defineCall, formId, formInt } from './define-call.js';
import { pageOf, pageParams } from './paging.js';

/**
 * 部编作文 (issue 16, module 156): our writing guides as the module's categories (作文能力提升 with
 * its four children, 小升初, 中考, 高考, 专家指导), one guide, and each pupil's compositions on 方格稿纸.
 */

/** What a category holds: guides, 写作素材 (words or poem lines), or only sub-categories. */
export const BPZW_CATEGORY_KINDS = ['guides', 'materials', 'group'] as const;
export type BpzwCategoryKind = (typeof BPZW_CATEGORY_KINDS)[number];

/** 低年级 (1–2), 中年级 (3–4), 高年级 (5–6); 0 for a piece for every pupil or for older students. */
export const GRADE_BANDS = [1, 2, 3] as const;
export const GRADE_BAND_NAMES: Readonly<Record<number, string>> = { 1: '低年级', 2: '中年级', 3: '高年级' };

// ── 稿纸 ──────────────────────────────────────────────────────────────────────────────────────────

/** Cells in a row of the 方格稿纸. */
export const GAOZHI_COLUMNS = 20;
/** The sheets a pupil can choose: 400, 600 or 800 cells. */
export const SHEET_SIZES = [400, 600, 800] as const;
export type SheetSize = (typeof SHEET_SIZES)[number];
/** Whatever the sheet, a composition never holds more characters than this. */
export const COMPOSITION_MAX_CHARS = 3000;
export const COMPOSITION_TITLE_MAX = 20;

/** Latin letters and digits: two share a cell on 稿纸. */
const NARROW = /[A-Za-z0-9]/;

/**
 * What goes into the cells of a paragraph: each Chinese character or punctuation mark one cell,
 * letters and digits two to a cell; spaces take none (paragraph indents are drawn, not typed).
 */
export function gaozhiUnits(text: string): string[] {
  const units: string[] = [];
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    const last = units.at(-1);
    if (NARROW.test(char) && last !== undefined && last.length === 1 && NARROW.test(last))
      units[units.length - 1] += char;
    else units.push(char);
  }
  return units;
}

/** The count a teacher makes: characters and punctuation, letters and digits by the cell (the title aside). */
export function compositionCount(body: string): number {
  return gaozhiUnits(body).length;
}

/** The most a draft may hold on a sheet: twice the sheet, and never more than COMPOSITION_MAX_CHARS. */
export const compositionLimit = (sheet: number) => Math.min(2 * sheet, COMPOSITION_MAX_CHARS);

// ── Guides ────────────────────────────────────────────────────────────────────────────────────────

const bpzwModuleId = formId.refine((id) => id === BPZW_MODULE_ID, '模块编号有误');

export const bpzwCategorySchema = z.object({
  id: z.number(),
  /** The parent category's id, 0 for a top category. */
  pid: z.number(),
  /** The spec's route key (zwwbxxf, xscgfzd …) or ours for a sub-category (zwwbxxf-1 …). */
  key: z.string(),
  name: z.string(),
  kind: z.enum(BPZW_CATEGORY_KINDS),
  /** How many guides or 素材 it lists (0 for a group). */
  count: z.number(),
});
export type BpzwCategory = z.output<typeof bpzwCategorySchema>;

/** A listed entry: a guide (its id, title and what it is) or a 素材 (id 0: a word or poem line and its note). */
export const bpzwEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  note: z.string(),
  band: z.number(),
  /** A poem line's catalogue poem (its page is the poem's), absent otherwise. */
  poem_id: z.number().optional(),
  /** A word that is an idiom of the catalogue (its page is the idiom's), absent otherwise. */
  idiom: z.string().optional(),
});
export type BpzwEntry = z.output<typeof bpzwEntrySchema>;

/** One of our writing guides. */
export const bpzwGuideSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  /** 1–3 (低/中/高年级), 0 when for everyone or for older students. */
  band: z.number(),
  category_id: z.number(),
  /** What it is, in a paragraph or two. */
  intro: z.array(z.string()),
  /** Steps to follow, [] for a page of facts or advice. */
  steps: z.array(z.string()),
  /** Our model passage, null when the piece has none. */
  model: z.object({ title: z.string(), text: z.string() }).nullable(),
  /** What to write now, opened on 稿纸 with the title; null when none. */
  exercise: z.object({ title: z.string(), prompt: z.string() }).nullable(),
  breadcrumbs: z.array(crumbSchema),
});
export type BpzwGuide = z.output<typeof bpzwGuideSchema>;

/** A composition in a pupil's list. */
export const compositionSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  sheet: z.number(),
  count: z.number(),
  updated_at: z.number(),
});
export type CompositionSummary = z.output<typeof compositionSummarySchema>;

/** What a teacher may write beside the comment. */
export const COMPOSITION_GRADES = ['优', '良', '再改改'] as const;
export type CompositionGrade = (typeof COMPOSITION_GRADES)[number];
export const COMPOSITION_COMMENT_MAX = 300;

/** A composition handed to one of the pupil's classes, with the teacher's comment once written. */
export const compositionHandInSchema = z.object({
  class_id: z.number(),
  class_name: z.string(),
  /** The characters handed in (the pupil may go on writing; the teacher reads this copy). */
  count: z.number(),
  handed_at: z.number(),
  /** '' until the teacher writes one. */
  comment: z.string(),
  /** '' or one of COMPOSITION_GRADES. */
  grade: z.string(),
  /** 0 until commented. */
  commented_at: z.number(),
});
export type CompositionHandIn = z.output<typeof compositionHandInSchema>;

export const compositionSchema = compositionSummarySchema.extend({
  body: z.string(),
  created_at: z.number(),
  /** The classes it was handed to, latest first. */
  handed: z.array(compositionHandInSchema),
});
export type Composition = z.output<typeof compositionSchema>;

/** The area page: every category in order (parents before children) and the pupil's latest compositions. */
export const bpzwHomeCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/home',
  user: true,
  params: z.object({}),
  answer: z.object({ categories: z.array(bpzwCategorySchema), compositions: z.array(compositionSummarySchema) }),
});

/** A category's guides or 素材 a page at a time (resourceCategoryContent with module_id=156). */
export const bpzwCategoryContentCall = defineCall({
  method: 'GET',
  path: '/api/study/resourceCategoryContent',
  user: true,
  params: pageParams.extend({ module_id: bpzwModuleId, resource_category_id: formId.describe('分类编号') }),
  answer: pageOf(bpzwEntrySchema).extend({ category: bpzwCategorySchema, breadcrumbs: z.array(crumbSchema) }),
});

/** One guide by id (resource/content with module_id=156). */
export const bpzwItemCall = defineCall({
  method: 'GET',
  path: '/api/study/resource/content',
  user: true,
  params: z.object({ module_id: bpzwModuleId, id: formId.describe('指导编号') }),
  answer: bpzwGuideSchema,
});

/** One guide by id, for /bpzw/info. */
export const bpzwGuideCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/guide',
  user: true,
  params: z.object({ id: formId.describe('指导编号') }),
  answer: bpzwGuideSchema,
});

// ── Compositions ──────────────────────────────────────────────────────────────────────────────────

const compositionId = formId.describe('作文编号');

/** The pupil's compositions, latest first. */
export const compositionListCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/compositions',
  user: true,
  params: z.object({}),
  answer: z.object({ list: z.array(compositionSummarySchema) }),
});

export const compositionCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/composition',
  user: true,
  params: z.object({ id: compositionId }),
  answer: compositionSchema,
});

const sheetParam = formInt.refine((n) => (SHEET_SIZES as readonly number[]).includes(n), '请选择400、600或800格的稿纸');

/**
 * Saves a draft: a new one without `id`, else the pupil's own. A body with nothing to count, or
 * longer than twice its sheet, is refused and what was saved before stays as it was.
 */
export const compositionSaveCall = defineCall({
  method: 'POST',
  path: '/api/study/bpzw/composition',
  user: true,
  params: z
    .object({
      id: compositionId.optional(),
      title: z.string().trim().max(COMPOSITION_TITLE_MAX, `题目最多${COMPOSITION_TITLE_MAX}个字`).default(''),
      body: z
        .string({ message: '作文还是空的，先写几句吧' })
        .max(COMPOSITION_MAX_CHARS * 2, `作文太长了，最多${COMPOSITION_MAX_CHARS}字`),
      sheet: sheetParam.default(400),
    })
    .superRefine((p, ctx) => {
      const count = compositionCount(p.body);
      if (count === 0) ctx.addIssue({ code: 'custom', path: ['body'], message: '作文还是空的，先写几句吧' });
      const limit = compositionLimit(p.sheet);
      if (count > limit)
        ctx.addIssue({
          code: 'custom',
          path: ['body'],
          message: `作文太长了：这张${p.sheet}格的稿纸最多写${limit}字，现在是${count}字`,
        });
    }),
  answer: compositionSchema,
});

export const compositionDeleteCall = defineCall({
  method: 'POST',
  path: '/api/study/bpzw/composition/delete',
  user: true,
  params: z.object({ id: compositionId }),
  answer: z.object({ id: z.number() }),
});

const classParam = formId.describe('班级编号');

/**
 * Hands the pupil's composition to one of their classes: the teacher reads the text as it is now.
 * Handing it in again (after 再改改) sends the new text and waits for a new comment.
 */
export const compositionHandInCall = defineCall({
  method: 'POST',
  path: '/api/study/bpzw/composition/hand-in',
  user: true,
  params: z.object({ id: compositionId, class_id: classParam }),
  answer: compositionSchema,
});

// ── The teacher's side ────────────────────────────────────────────────────────────────────────────

/** A composition handed to one of the teacher's classes, as their list shows it. */
export const handedCompositionSummarySchema = z.object({
  /** The hand-in's id (not the pupil's composition id). */
  id: z.number(),
  class_id: z.number(),
  class_name: z.string(),
  pupil_name: z.string(),
  title: z.string(),
  sheet: z.number(),
  count: z.number(),
  handed_at: z.number(),
  grade: z.string(),
  commented_at: z.number(),
});
export type HandedCompositionSummary = z.output<typeof handedCompositionSummarySchema>;

export const handedCompositionSchema = handedCompositionSummarySchema.extend({
  body: z.string(),
  comment: z.string(),
});
export type HandedComposition = z.output<typeof handedCompositionSchema>;

/** The compositions handed to the teacher's classes (one class when `class_id` names it), waiting ones first. */
export const handedCompositionsCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/handed',
  user: true,
  params: z.object({ class_id: classParam.optional() }),
  answer: z.object({ list: z.array(handedCompositionSummarySchema) }),
});

/** One handed-in composition of the teacher's classes; any other id is not found. */
export const handedCompositionCall = defineCall({
  method: 'GET',
  path: '/api/study/bpzw/handed/one',
  user: true,
  params: z.object({ id: formId.describe('交上来的作文编号') }),
  answer: handedCompositionSchema,
});

/** The teacher's comment (and optional grade) on a handed-in composition; the pupil sees it on theirs. */
export const handedCommentCall = defineCall({
  method: 'POST',
  path: '/api/study/bpzw/handed/comment',
  user: true,
  params: z.object({
    id: formId.describe('交上来的作文编号'),
    comment: z
      .string({ error: '请写几句评语' })
      .trim()
      .min(1, '请写几句评语')
      .max(COMPOSITION_COMMENT_MAX, `评语最多${COMPOSITION_COMMENT_MAX}个字`),
    grade: z.enum(['', ...COMPOSITION_GRADES], { error: '等级只能是优、良或再改改' }).default(''),
  }),
  answer: handedCompositionSchema,
});
