import { TextbookRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { trainingServiceFor } from '../hzzy/training/hzzy-training.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { ExerciseService } from './exercise.service.js';
import { tbjxRoutes } from './tbjx.routes.js';

/**
 * 同步教学: the textbook's volumes, units and lessons, 识字/作业 rounds and 教案. Progress and
 * answers go through 汉字字源's marks and review, so the two areas share one record per pupil.
 */
export async function tbjxModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { database, hzzy, textbook } = deps;
  const repo = new TextbookRepository(database.db);
  const training = trainingServiceFor(deps);
  tbjxRoutes(app, textbook, new ExerciseService(repo, textbook, hzzy, training));
}
