import { ZyqmRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { zyqmRoutes } from './zyqm.routes.js';
import { ZyqmService } from './zyqm.service.js';

/** 字源起名 (issue 16): 趣味识字, 成语学堂, 诗词乐园 and 个性起名 with each pupil's kept names. */
export async function zyqmModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  zyqmRoutes(app, new ZyqmService(new ZyqmRepository(database.db)));
}
