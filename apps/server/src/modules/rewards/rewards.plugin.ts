import { HzzyTrainingRepository, RewardsRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { rewardsRoutes } from './rewards.routes.js';
import { RewardsService } from './rewards.service.js';

/** Rewards and the daily path (issue 18): read from what every area keeps, nothing stored of its own. */
export async function rewardsModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  rewardsRoutes(app, new RewardsService(new RewardsRepository(database.db), new HzzyTrainingRepository(database.db)));
}
