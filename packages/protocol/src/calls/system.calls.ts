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
