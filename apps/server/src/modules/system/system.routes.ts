import { randomBytes } from 'node:crypto';
import { networkStatusCall, SPEED_CHECK_BYTES, SPEED_CHECK_PATH } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';

/** Reachability check for the login page's network check. */
export function systemRoutes(app: FastifyInstance): void {
  registerCall(app, networkStatusCall, async () => ({ serverTime: Date.now() }));
  // The network check's speed-check file: random bytes, so no proxy can compress or cache it.
  const speedCheckFile = randomBytes(SPEED_CHECK_BYTES);
  app.get(SPEED_CHECK_PATH, (_request, reply) =>
    reply.type('application/octet-stream').header('cache-control', 'no-store').send(speedCheckFile),
  );
}
