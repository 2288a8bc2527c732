import { CatalogueRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { searchRoutes } from './search.routes.js';
import { SearchService } from './search.service.js';

/** Search over the whole catalogue. */
export async function searchModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  searchRoutes(app, new SearchService(new CatalogueRepository(database.db)));
}
