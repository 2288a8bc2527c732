import { PoemRepository, PoemStudyRepository, PoetRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { poetRoutes } from './poet.routes.js';
import { PoetService } from './poet.service.js';

/** 名人名篇: the authors of our collections and their works. */
export async function poetModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  poetRoutes(
    app,
    new PoetService(
      new PoetRepository(database.db),
      new PoemRepository(database.db),
      new PoemStudyRepository(database.db),
    ),
  );
}
