import { AccountRepository, ClassesRepository, RecitationRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import { ClassesService } from '../classes/classes.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { recitationRoutes } from './recitation.routes.js';
import { RecitationService } from './recitation.service.js';

/** 诗文背诵: the pupils' kept recordings and practice progress; recordings go with a deleted account. */
export async function recitationModule(
  app: FastifyInstance,
  { database, accountDeletion, storage }: ModuleDeps,
): Promise<void> {
  // A teacher may hear a recording handed in to them (classes decides which).
  const classes = new ClassesService(new ClassesRepository(database.db), new AccountRepository(database.db));
  const recitations = new RecitationService(
    new RecitationRepository(database.db),
    new AudioStore(storage),
    classes.handedInRecording,
  );
  accountDeletion.register(recitations.accountCleanup);
  await recitationRoutes(app, recitations);
}
