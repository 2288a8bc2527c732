import { ContentRepository, ModuleRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { moduleRoutes } from './module.routes.js';
import { ModuleService } from './module.service.js';

/** The module tree and resource categories. */
export async function moduleModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  moduleRoutes(app, new ModuleService(new ModuleRepository(database.db), new ContentRepository(database.db)));
}
