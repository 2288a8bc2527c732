import { z } from 'zod';
import { defineCall, formId } from './define-call.js';

/**
 * The learn-record endpoint (spec §7): without `id` it starts a record and answers its id;
 * with `id` it ends that record. Clients ignore its errors.
 */
export const learnRecordCall = defineCall({
  method: 'POST',
  path: '/api/study/user/learnRecord',
  user: true,
  params: z.object({
    id: formId.optional(),
    module_id: formId,
    resource_category_id: formId.optional(),
  }),
  answer: z.object({ id: z.number() }),
});
