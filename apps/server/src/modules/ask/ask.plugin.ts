import { AskRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { askRoutes } from './ask.routes.js';
import { AskService } from './ask.service.js';
import { AskFiles } from './ask-files.js';

/** 问答: pupils' questions, their classes' teachers' and admins' answers, our FAQ. */
export async function askModule(app: FastifyInstance, { config, database, storage, accountDeletion }: ModuleDeps) {
  const service = new AskService(new AskRepository(database.db), new AskFiles(storage), config.askLimits);
  accountDeletion.register((userId) => service.cleanup(userId));
  await askRoutes(app, service);
}
