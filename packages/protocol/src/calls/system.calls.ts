import { z } from 'zod';
import { defineCall } from './define-call.js';

/** Reachability check used by the login page's network check (spec /login/checkNetwork). */
export const networkStatusCall = defineCall({
  method: 'GET',
  path: '/api/networkStatus',
  user: false,
  params: z.object({}),
  answer: z.object({ serverTime: z.number() }),
});

/** The network check's speed-check file (binary, not an envelope call) and its size. */
export const SPEED_CHECK_PATH = '/api/networkStatus/speedCheck';
export const SPEED_CHECK_BYTES = 256 * 1024;

/** One part the health check tried, and how long it took. */
export const healthPartSchema = z.object({ ok: z.boolean(), ms: z.number() });

/**
 * For load balancers and monitoring (no session): the database answers a query, the storage takes
 * a file, and the server's version. HTTP 200 with code 1 when both work; HTTP 503 with code 0 and the
 * same `data` when either does not (decision 0007).
 */
export const healthCall = defineCall({
  method: 'GET',
  path: '/api/health',
  user: false,
  params: z.object({}),
  answer: z.object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    database: healthPartSchema,
    storage: healthPartSchema,
  }),
});
export type HealthReport = z.output<typeof healthCall.answer>;
