import { LearnRecordRepository, PresenceRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { learnRecordRoutes } from './learn-record.routes.js';
import { LearnRecordService } from './learn-record.service.js';

/** Learning records (start/end per page), statistics and the online count. */
export async function learnRecordModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  learnRecordRoutes(
    app,
    new LearnRecordService(new LearnRecordRepository(database.db), new PresenceRepository(database.db)),
  );
}
