/**
 * 同步教学's constants that pages route and check with, kept apart from its call schemas
 * (`textbook.calls.ts`): the web app's first load imports these and should carry no schema.
 */

/** The module whose resource categories are the textbook (spec §1, tbjx). */
export const TBJX_MODULE_ID = 2007;
