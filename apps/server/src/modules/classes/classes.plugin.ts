import { AccountRepository, ClassesRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { classesRoutes } from './classes.routes.js';
import { ClassesService } from './classes.service.js';

/** Teachers and classes: classes with join codes, assignments, pupils' 作业 and the class view. */
export async function classesModule(app: FastifyInstance, { database, chapterReached }: ModuleDeps): Promise<void> {
  const service = new ClassesService(new ClassesRepository(database.db), new AccountRepository(database.db));
  // A chapter set to read is done once the pupil's place reaches it, even if they read back before anyone looks.
  chapterReached.register((pupilId, bookId, chapter, at) => service.keepReading(pupilId, bookId, chapter, at));
  await classesRoutes(app, service);
}
