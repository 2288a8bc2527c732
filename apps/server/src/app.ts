import {
  AccountRepository,
  ActivationCardRepository,
  CatalogueRepository,
  type Database,
  HzzyRepository,
  HzzyTrainingRepository,
  LearnRecordRepository,
  LoginGuardRepository,
  MembershipRepository,
  ModuleRepository,
  PoemAudioRepository,
  PoemRepository,
  PoemTestRepository,
  PoetRepository,
  PresenceRepository,
  RecitationRepository,
} from '@yuwen/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { characterRoutes } from './modules/character/character.routes.js';
import { CharacterService } from './modules/character/character.service.js';
import { componentRoutes } from './modules/hzzy/component.routes.js';
import { ComponentService } from './modules/hzzy/component.service.js';
import { hzzyRoutes } from './modules/hzzy/hzzy.routes.js';
import { HzzyService } from './modules/hzzy/hzzy.service.js';
import { GameService } from './modules/hzzy-training/game.service.js';
import { hzzyTrainingRoutes } from './modules/hzzy-training/hzzy-training.routes.js';
import { HzzyTrainingService } from './modules/hzzy-training/hzzy-training.service.js';
import { learnRecordRoutes } from './modules/learn-record/learn-record.routes.js';
import { LearnRecordService } from './modules/learn-record/learn-record.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { MediaService } from './modules/media/media.service.js';
import { membershipRoutes } from './modules/membership/membership.routes.js';
import { MembershipService } from './modules/membership/membership.service.js';
import { paymentProviderFor } from './modules/membership/payment-provider.js';
import { moduleRoutes } from './modules/module/module.routes.js';
import { ModuleService } from './modules/module/module.service.js';
import { LoginGuard } from './modules/passport/login-guard.js';
import { passportRoutes } from './modules/passport/passport.routes.js';
import { PassportService } from './modules/passport/passport.service.js';
import { poemRoutes } from './modules/poem/poem.routes.js';
import { PoemService } from './modules/poem/poem.service.js';
import { poemAudioRoutes } from './modules/poem-audio/poem-audio.routes.js';
import { PoemAudioService } from './modules/poem-audio/poem-audio.service.js';
import { poemTestRoutes } from './modules/poem-test/poem-test.routes.js';
import { PoemTestService } from './modules/poem-test/poem-test.service.js';
import { poetRoutes } from './modules/poet/poet.routes.js';
import { PoetService } from './modules/poet/poet.service.js';
import { recitationRoutes } from './modules/recitation/recitation.routes.js';
import { RecitationService } from './modules/recitation/recitation.service.js';
import { RecitationStore } from './modules/recitation/recitation-store.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { SearchService } from './modules/search/search.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { AvatarStore } from './modules/user/avatar-store.js';
import { userRoutes } from './modules/user/user.routes.js';
import { UserService } from './modules/user/user.service.js';
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
  const app = Fastify({ logger: loggerOptions(config.logLevel), trustProxy: config.trustProxy });
  const accounts = new AccountRepository(database.db);

  registerErrorHandler(app);
  await registerProtocol(app);
  registerAuth(app, accounts);

  systemRoutes(app);
  moduleRoutes(app, new ModuleService(new ModuleRepository(database.db)));
  const avatars = new AvatarStore(config.dataDir);
  const loginGuard = new LoginGuard(new LoginGuardRepository(database.db));
  const users = new UserService(accounts, avatars);
  const recitations = new RecitationService(new RecitationRepository(database.db), new RecitationStore(config.dataDir));
  passportRoutes(app, new PassportService(accounts, loginGuard, users, recitations), loginGuard);
  await userRoutes(app, users, avatars);
  learnRecordRoutes(
    app,
    new LearnRecordService(new LearnRecordRepository(database.db), new PresenceRepository(database.db)),
  );
  membershipRoutes(
    app,
    new MembershipService(
      new MembershipRepository(database.db),
      new ActivationCardRepository(database.db),
      paymentProviderFor(config.payment),
      config.payment.notifySecret,
    ),
  );
  const catalogue = new CatalogueRepository(database.db);
  const media = new MediaService(catalogue);
  mediaRoutes(app, media);
  characterRoutes(app, new CharacterService(catalogue, media));
  searchRoutes(app, new SearchService(catalogue));
  const poems = new PoemRepository(database.db);
  const poemAudio = new PoemAudioService(
    new PoemAudioRepository(database.db),
    new RecitationStore(config.dataDir, 'poem-audio'),
  );
  poemRoutes(app, new PoemService(poems, media, poemAudio));
  await poemAudioRoutes(app, poemAudio);
  poemTestRoutes(app, new PoemTestService(new PoemTestRepository(database.db)));
  poetRoutes(app, new PoetService(new PoetRepository(database.db), poems));
  await recitationRoutes(app, recitations);
  const hzzyRepository = new HzzyRepository(database.db);
  const hzzy = new HzzyService(hzzyRepository, media);
  hzzyRoutes(app, hzzy);
  const components = new ComponentService(new HzzyRepository(database.db), catalogue);
  componentRoutes(app, components);
  const trainingRepository = new HzzyTrainingRepository(database.db);
  hzzyTrainingRoutes(
    app,
    new HzzyTrainingService(trainingRepository, hzzyRepository, hzzy, media),
    new GameService(trainingRepository, components),
  );

  await registerStaticWeb(app, config.webDist);
  return app;
}
