import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { HealthService } from './health.service.js';
import { systemRoutes } from './system.routes.js';

/** The network check (reachability, the speed-check file) and the health check. */
export async function systemModule(app: FastifyInstance, { database, storage }: ModuleDeps): Promise<void> {
  systemRoutes(app, new HealthService(database, storage));
}
