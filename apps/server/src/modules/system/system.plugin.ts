import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system.routes.js';

/** The network check: reachability and the speed-check file. */
export async function systemModule(app: FastifyInstance): Promise<void> {
  systemRoutes(app);
}
