// Where 部编词语's pages are. Every page is a query on the area's own path — /bpcy, /jdxa/bpcy/{id}
// on phones, /bpcy on desktop — so the same addresses work under any of them:
//   (none)                    grade, volume, units and lessons (desktop: with the overview beside)
//   ?lesson=<id>              a lesson's words
//   ?word=学校[&lesson=<id>]  a word's page
//   ?dictation=<id>|mine      听写 of a lesson, or of the pupil's own list
//   ?unit=<id>                听写 of a unit's words (from the unit's heading)
//   ?list=<code>              听写 of a teacher's list, opened by its share code
//   ?practice=meaning|fill|pair&lesson=<id>   选意思, 填一填 or 找朋友 over a lesson's words
//   ?print=zitie|tingxie&lesson=<id>   the printable 字帖 or 听写纸 of a lesson
import { DICTATION_MAX_WORD_LENGTH, WORD_LIST_CODE, WORD_PRACTICE_KINDS, type WordPracticeKind } from '@yuwen/protocol';
import { createContext, useContext } from 'react';

export const PRINT_SHEETS = ['zitie', 'tingxie'] as const;
export type PrintSheet = (typeof PRINT_SHEETS)[number];

export type BpcyView =
  | { kind: 'home' }
  | { kind: 'lesson'; lessonId: number }
  | { kind: 'word'; word: string; lessonId?: number }
  /** 听写 of one of: a lesson, a unit, a teacher's list (its code); of the pupil's own list when none is given. */
  | { kind: 'dictation'; lessonId?: number; unitId?: number; list?: string }
  | { kind: 'print'; sheet: PrintSheet; lessonId: number }
  | { kind: 'practice'; practice: WordPracticeKind; lessonId: number }
  /** An address that names a page but not what it needs (a bad id, a word with Latin letters). */
  | { kind: 'invalid'; what: string };

/** An id from the address: a whole number from 1 to the largest the server takes, else undefined. */
export function idParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : undefined;
}

/** A word from the address: Chinese characters only, no longer than the word call takes. */
export function wordParam(value: string | null): string | undefined {
  const word = value?.trim() ?? '';
  return /^\p{Script=Han}+$/u.test(word) && [...word].length <= DICTATION_MAX_WORD_LENGTH * 2 ? word : undefined;
}

/** A teacher's list's code from the address (read in capitals), else undefined. */
export function listParam(value: string | null): string | undefined {
  const code = value?.trim().toUpperCase() ?? '';
  return WORD_LIST_CODE.test(code) ? code : undefined;
}

/** An address with one more query parameter (e.g. the 错字本 tab of a module's page). */
export function withQuery(address: string, key: string, value: string): string {
  const [path = '', query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `${path}?${params}`;
}

/** The page an address's query names. */
export function bpcyView(search: URLSearchParams): BpcyView {
  const lessonId = idParam(search.get('lesson'));
  if (search.has('print')) {
    const sheet = PRINT_SHEETS.find((s) => s === search.get('print'));
    if (!sheet || lessonId === undefined) return { kind: 'invalid', what: '要打印的内容' };
    return { kind: 'print', sheet, lessonId };
  }
  if (search.has('dictation')) {
    const value = search.get('dictation');
    if (value === 'mine') return { kind: 'dictation' };
    const id = idParam(value);
    return id === undefined ? { kind: 'invalid', what: '要听写的课文' } : { kind: 'dictation', lessonId: id };
  }
  if (search.has('unit')) {
    const unitId = idParam(search.get('unit'));
    return unitId === undefined ? { kind: 'invalid', what: '要听写的单元' } : { kind: 'dictation', unitId };
  }
  if (search.has('list')) {
    const list = listParam(search.get('list'));
    return list === undefined ? { kind: 'invalid', what: '这份词语单' } : { kind: 'dictation', list };
  }
  if (search.has('practice')) {
    const practice = WORD_PRACTICE_KINDS.find((k) => k === search.get('practice'));
    if (!practice || lessonId === undefined) return { kind: 'invalid', what: '要做的练习' };
    return { kind: 'practice', practice, lessonId };
  }
  if (search.has('word')) {
    const word = wordParam(search.get('word'));
    return word === undefined ? { kind: 'invalid', what: '要查看的词语' } : { kind: 'word', word, lessonId };
  }
  if (lessonId !== undefined) return { kind: 'lesson', lessonId };
  if (search.has('lesson')) return { kind: 'invalid', what: '课文' };
  return { kind: 'home' };
}

/** The addresses of the area's pages under its path on this table. */
export interface BpcyLinks {
  home: () => string;
  lesson: (lessonId: number) => string;
  word: (word: string, lessonId?: number) => string;
  dictation: (lessonId?: number) => string;
  unitDictation: (unitId: number) => string;
  listDictation: (code: string) => string;
  print: (sheet: PrintSheet, lessonId: number) => string;
  practice: (kind: WordPracticeKind, lessonId: number) => string;
  /** 汉字字源's 复习与错字本, where the characters missed in a dictation wait; undefined when not served. */
  review?: string;
}

/** The area's links under `base` (the path the page is on); `review` comes from the module links. */
export function bpcyLinks(base: string, review?: string): BpcyLinks {
  const at = (query: Record<string, string | number | undefined>) => {
    const entries = Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
    return entries.length === 0 ? base : `${base}?${new URLSearchParams(entries)}`;
  };
  return {
    home: () => at({}),
    lesson: (lesson) => at({ lesson }),
    word: (word, lesson) => at({ word, lesson }),
    dictation: (lesson) => at({ dictation: lesson ?? 'mine' }),
    unitDictation: (unit) => at({ unit }),
    listDictation: (list) => at({ list }),
    print: (print, lesson) => at({ print, lesson }),
    practice: (practice, lesson) => at({ practice, lesson }),
    review,
  };
}

/** The area's links on this table, provided by routes.tsx (the default suits a page rendered alone). */
export const BpcyLinksContext = createContext<BpcyLinks>(bpcyLinks('/bpcy'));

export function useBpcyLinks(): BpcyLinks {
  return useContext(BpcyLinksContext);
}
