import { AccountRepository, type Database, LearnRecordRepository, ModuleRepository } from '@yuwen/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { learnRecordRoutes } from './modules/learn-record/learn-record.routes.js';
import { LearnRecordService } from './modules/learn-record/learn-record.service.js';
import { moduleRoutes } from './modules/module/module.routes.js';
import { ModuleService } from './modules/module/module.service.js';
import { passportRoutes } from './modules/passport/passport.routes.js';
import { PassportService } from './modules/passport/passport.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerAuth } from './plugins/auth.plugin.js';
import { registerErrorHandler } from './plugins/errors.plugin.js';
import { loggerOptions } from './plugins/logging.js';
import { registerProtocol } from './plugins/protocol.plugin.js';
import { registerStaticWeb } from './plugins/static-web.plugin.js';

/** What the app needs from outside: an open, migrated database. */
export interface AppDeps {
  database: Database;
}

/**
 * Builds the whole server: cross-cutting plugins in a fixed order, then every feature module by
 * name. Tests call this with a fresh database and use `app.inject`.
 */
export async function buildApp(config: Readonly<Config>, { database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.logLevel) });
  const accounts = new AccountRepository(database.db);

  registerErrorHandler(app);
  await registerProtocol(app);
  registerAuth(app, accounts);

  systemRoutes(app);
  moduleRoutes(app, new ModuleService(new ModuleRepository(database.db)));
  passportRoutes(app, new PassportService(accounts));
  learnRecordRoutes(app, new LearnRecordService(new LearnRecordRepository(database.db)));

  await registerStaticWeb(app, config.webDist);
  return app;
}
