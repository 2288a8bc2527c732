import {
  AccountRepository,
  ClassesRepository,
  ExamsRepository,
  LearnRecordRepository,
  ParentRepository,
  PresenceRepository,
  RewardsRepository,
} from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { ClassesService } from '../classes/classes.service.js';
import { LearnRecordService } from '../learn-record/learn-record.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { parentRoutes } from './parent.routes.js';
import { ParentService } from './parent.service.js';
import { ParentPassService } from './parent-pass.service.js';

/** The parent check (question or PIN) and the parents' weekly report (issues 17/18, migration 0036). */
export async function parentModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  const db = database.db;
  const repo = new ParentRepository(db);
  parentRoutes(
    app,
    new ParentService(
      repo,
      new ParentPassService(repo),
      new LearnRecordService(new LearnRecordRepository(db), new PresenceRepository(db)),
      new ClassesService(new ClassesRepository(db), new AccountRepository(db)),
      new RewardsRepository(db),
      new ExamsRepository(db),
    ),
  );
}
