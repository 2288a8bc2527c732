/**
 * 中国文化's constants that pages route and check with, kept apart from its call schemas
 * (`zgwh.calls.ts`): the web app's first load imports these and should carry no schema.
 */

/** The module of 中国文化 (spec §1). */
export const ZGWH_MODULE_ID = 2011;

/** The four child modules, by key, with the spec's fixed ids. */
export const ZGWH_PARTS = { whzd: 2111, zgwx: 2112, rcsh: 2113, zgls: 2114 } as const;

export type ZgwhPart = keyof typeof ZGWH_PARTS;
export const ZGWH_PART_KEYS = Object.keys(ZGWH_PARTS) as ZgwhPart[];
