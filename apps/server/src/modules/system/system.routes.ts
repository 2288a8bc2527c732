import { networkStatusCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';

/** Reachability check for the login page's network check. */
export function systemRoutes(app: FastifyInstance): void {
  registerCall(app, networkStatusCall, async () => ({ serverTime: Date.now() }));
}
