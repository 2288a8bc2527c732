import { AccountRepository, ClassesRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { classesRoutes } from './classes.routes.js';
import { ClassesService } from './classes.service.js';

/** Teachers and classes: classes with join codes, assignments, pupils' 作业 and the class view. */
export async function classesModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  await classesRoutes(app, new ClassesService(new ClassesRepository(database.db), new AccountRepository(database.db)));
}
