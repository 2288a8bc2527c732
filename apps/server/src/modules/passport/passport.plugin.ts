import { AccountRepository, LoginGuardRepository, ParentRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { ParentPassService } from '../parent/parent-pass.service.js';
import { LoginGuard } from './login-guard.js';
import { passportRoutes } from './passport.routes.js';
import { PassportService } from './passport.service.js';

/** Accounts and sessions: registration, login and its limits, visitors, password changes, deletion. */
export async function passportModule(app: FastifyInstance, { database, accountDeletion }: ModuleDeps): Promise<void> {
  const guard = new LoginGuard(new LoginGuardRepository(database.db));
  const passes = new ParentPassService(new ParentRepository(database.db));
  passportRoutes(app, new PassportService(new AccountRepository(database.db), guard, accountDeletion, passes), guard);
}
