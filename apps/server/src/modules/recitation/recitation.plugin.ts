import { RecitationRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { recitationRoutes } from './recitation.routes.js';
import { RecitationService } from './recitation.service.js';

/** 诗文背诵: the pupils' kept recordings and practice progress; recordings go with a deleted account. */
export async function recitationModule(
  app: FastifyInstance,
  { database, accountDeletion, storage }: ModuleDeps,
): Promise<void> {
  const recitations = new RecitationService(new RecitationRepository(database.db), new AudioStore(storage));
  accountDeletion.register(recitations.accountCleanup);
  await recitationRoutes(app, recitations);
}
