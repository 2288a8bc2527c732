import { YcjyRepository, ZyqmRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { ZyqmService } from '../zyqm/zyqm.service.js';
import { ycjyRoutes } from './ycjy.routes.js';
import { YcjyService } from './ycjy.service.js';

/** 幼儿教育 (issue 16): the plan by grade and month, its lessons and pictures, and 家长测评 kept per pupil. */
export async function ycjyModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  // A character's ancient forms and senses come from 字源起名's service, not a copy of its reads.
  const zyqm = new ZyqmService(new ZyqmRepository(database.db));
  ycjyRoutes(app, new YcjyService(new YcjyRepository(database.db), zyqm));
}
