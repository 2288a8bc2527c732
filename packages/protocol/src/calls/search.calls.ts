import { z } from 'zod';
import { defineCall, formInt } from './define-call.js';

/** What search looks through, in the order the results are grouped. */
export const SEARCH_TYPES = ['character', 'word', 'idiom', 'xiehouyu', 'poem'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The Chinese name of each result group. */
export const SEARCH_TYPE_NAMES: Record<SearchType, string> = {
  character: '汉字',
  word: '词语',
  idiom: '成语',
  xiehouyu: '歇后语',
  poem: '诗文',
};

/** Results per group on the all-types page, and the most a page may hold. */
export const SEARCH_PREVIEW_SIZE = 5;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** The longest keyword (a poem line fits). */
export const SEARCH_KEYWORD_MAX = 40;

/** A stretch of a result's field that matched the keyword (UTF-16 offsets, end exclusive). */
export interface SearchMark {
  field: 'text' | 'pinyin' | 'detail';
  start: number;
  end: number;
}

/**
 * One result: `text` is the headword (character, word, idiom, riddle, poem title), `pinyin` its
 * reading ('' when none), `detail` a short explanation, answer or the matching line. A poem also
 * names its `author` and `dynasty` (as 名人名篇 lists them), so the page can open the author.
 */
export interface SearchItem {
  id: number;
  text: string;
  pinyin: string;
  detail: string;
  marks: SearchMark[];
  author?: string;
  dynasty?: string;
}

export interface SearchGroup {
  type: SearchType;
  total: number;
  page: number;
  items: SearchItem[];
}

const searchItemSchema: z.ZodType<SearchItem> = z.object({
  id: z.number(),
  text: z.string(),
  pinyin: z.string(),
  detail: z.string(),
  marks: z.array(z.object({ field: z.enum(['text', 'pinyin', 'detail']), start: z.number(), end: z.number() })),
  author: z.string().optional(),
  dynasty: z.string().optional(),
});

/**
 * Search over the catalogue: characters (by character, pinyin with or without tones, initial,
 * radical, stroke count), words, idioms (character, pinyin, initials), 歇后语, poems (title,
 * author, line). Without `type` every group answers its first SEARCH_PREVIEW_SIZE results;
 * with `type` one group answers the page asked for.
 */
export const searchCall = defineCall({
  method: 'GET',
  path: '/api/study/search',
  user: false,
  params: z.object({
    keyword: z.string().trim().min(1, '请输入要搜索的内容').max(SEARCH_KEYWORD_MAX, '搜索内容太长了'),
    type: z.enum(SEARCH_TYPES).optional(),
    page: formInt.min(1).default(1),
    page_size: formInt.min(1).max(SEARCH_MAX_PAGE_SIZE).default(20),
  }),
  answer: z.object({
    keyword: z.string(),
    groups: z.array(
      z.object({
        type: z.enum(SEARCH_TYPES),
        total: z.number(),
        page: z.number(),
        items: z.array(searchItemSchema),
      }),
    ),
  }),
});
