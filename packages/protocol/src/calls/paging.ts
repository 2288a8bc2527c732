import { z } from 'zod';
import { formInt } from './define-call.js';

/** The most rows one page of a record list may hold. */
export const RECORD_MAX_PAGE_SIZE = 50;

/** Parameters of a paged record list: page from 1, page_size up to RECORD_MAX_PAGE_SIZE. */
export const pageParams = z.object({
  page: formInt.min(1, '页码有误').default(1),
  page_size: formInt.min(1, '每页条数有误').max(RECORD_MAX_PAGE_SIZE, '每页条数过多').default(20),
});

/** A page of `item`: the rows, the total count, and which page this is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });
}
