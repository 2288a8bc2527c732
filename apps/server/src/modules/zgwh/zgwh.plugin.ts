import { ContentRepository, CultureRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { zgwhRoutes } from './zgwh.routes.js';
import { ZgwhService } from './zgwh.service.js';

/**
 * 中国文化 (issue 15, module 2011): 节气 and festivals with their dates this year and next (tyme4ts),
 * culture words, history and literature, as the four child modules' categories; today's 节气.
 */
export async function zgwhModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  zgwhRoutes(app, new ZgwhService(new CultureRepository(database.db), new ContentRepository(database.db)));
}
