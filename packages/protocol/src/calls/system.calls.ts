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
