/**
 * 成语典故's constants that pages route and check with, kept apart from its call schemas
 * (`jdmz.calls.ts`): the web app's first load imports these and should carry no schema.
 */

/** The module of 成语典故 (spec §1). */
export const JDMZ_MODULE_ID = 2012;
