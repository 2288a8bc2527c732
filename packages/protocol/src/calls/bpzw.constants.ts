/**
 * 部编作文's constants that pages route and check with, kept apart from its call schemas
 * (`bpzw.calls.ts`): the web app's first load imports these and should carry no schema.
 */

/** The module of 部编作文 (spec §1). */
export const BPZW_MODULE_ID = 156;
