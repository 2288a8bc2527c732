import { z } from 'zod';
import type { Module, ResourceCategory } from '../entities.js';
import { defineCall, formFlag, formId } from './define-call.js';

const moduleSchema: z.ZodType<Module> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.string(),
    name: z.string(),
    key: z.string(),
    has_content: z.boolean(),
    children: z.array(moduleSchema).optional(),
  }),
);

const resourceCategorySchema: z.ZodType<ResourceCategory> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.string(),
    module_id: z.number(),
    name: z.string(),
    children: z.array(resourceCategorySchema).optional(),
  }),
);

/**
 * The module tree (no user needed). `deep=1` nests children; with `id` and `deep=1` the answer is
 * that module's subtree; without `deep` the answer is flat (the roots, or the children of `id`).
 */
export const moduleTreeCall = defineCall({
  method: 'GET',
  path: '/api/study/module/module',
  user: false,
  params: z.object({
    deep: formFlag,
    id: formId.optional(),
    uid: z.string().optional(),
    product: z.string().optional(),
    token: z.string().optional(),
  }),
  answer: z.array(moduleSchema),
});

/** The resource categories of a module: top ones (or the children of `pid`); `need_deep=1` nests. */
export const resourceCategoryCall = defineCall({
  method: 'GET',
  path: '/api/study/module/resourceCategory',
  user: false,
  params: z.object({
    module_id: formId,
    need_deep: formFlag,
    pid: z.string().regex(/^\d+$/).optional(),
  }),
  answer: z.array(resourceCategorySchema),
});
