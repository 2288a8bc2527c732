import { CatalogueRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { characterRoutes } from './character.routes.js';
import { CharacterService } from './character.service.js';

/** The character entity of the dictionary. */
export async function characterModule(app: FastifyInstance, { database, media }: ModuleDeps): Promise<void> {
  characterRoutes(app, new CharacterService(new CatalogueRepository(database.db), media));
}
