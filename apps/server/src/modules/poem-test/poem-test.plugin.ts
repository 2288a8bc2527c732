import { PoemTestRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { poemTestRoutes } from './poem-test.routes.js';
import { PoemTestService } from './poem-test.service.js';

/** 诗词测验: tests made from a collection's poems, scored, with each pupil's history. */
export async function poemTestModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  poemTestRoutes(app, new PoemTestService(new PoemTestRepository(database.db)));
}
