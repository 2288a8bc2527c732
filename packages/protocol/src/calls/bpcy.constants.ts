/**
 * 部编词语's constants that pages route and check with, kept apart from its call schemas
 * (`bpcy.calls.ts`): the web app's first load imports these and should carry no schema.
 */

/** The module of 部编词语 (spec §1). */
export const BPCY_MODULE_ID = 158;

/** Longest word a dictation takes, in characters. */
export const DICTATION_MAX_WORD_LENGTH = 8;

/** 选意思, 填一填, 找朋友: the three practices over a lesson's words that have our notes. */
export const WORD_PRACTICE_KINDS = ['meaning', 'fill', 'pair'] as const;
export type WordPracticeKind = (typeof WORD_PRACTICE_KINDS)[number];

/** A teacher's list's share code: six letters and digits, read in capitals. */
export const WORD_LIST_CODE = /^[A-Z0-9]{6}$/;
