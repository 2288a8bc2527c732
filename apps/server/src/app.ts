import {
  AccountRepository,
  CatalogueRepository,
  type Database,
  HzzyRepository,
  HzzyTrainingRepository,
  TextbookRepository,
} from '@yuwen/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import { askModule } from './modules/ask/ask.plugin.js';
import { bpcyModule } from './modules/bpcy/bpcy.plugin.js';
import { bpydModule } from './modules/bpyd/bpyd.plugin.js';
import { ChapterReached } from './modules/bpyd/chapter-reached.service.js';
import { bpzwModule } from './modules/bpzw/bpzw.plugin.js';
import { characterModule } from './modules/character/character.plugin.js';
import { classesModule } from './modules/classes/classes.plugin.js';
import { contentModule } from './modules/content/content.plugin.js';
import { hzzyModule } from './modules/hzzy/hzzy.plugin.js';
import { HzzyService } from './modules/hzzy/hzzy.service.js';
import { CommonWordIndex } from './modules/hzzy/training/common-words.service.js';
import { jdmzModule } from './modules/jdmz/jdmz.plugin.js';
import { kszxModule } from './modules/kszx/kszx.plugin.js';
import { learnRecordModule } from './modules/learn-record/learn-record.plugin.js';
import { mediaModule } from './modules/media/media.plugin.js';
import { MediaService } from './modules/media/media.service.js';
import { mediaLibraryModule } from './modules/media-library/media-library.plugin.js';
import { membershipModule } from './modules/membership/membership.plugin.js';
import { messagesModule } from './modules/messages/messages.plugin.js';
import { moduleModule } from './modules/module/module.plugin.js';
import type { ModuleDeps } from './modules/module-deps.js';
import { parentModule } from './modules/parent/parent.plugin.js';
import { passportModule } from './modules/passport/passport.plugin.js';
import { poemModule } from './modules/poem/poem.plugin.js';
import { poemAudioModule } from './modules/poem-audio/poem-audio.plugin.js';
import { poemTestModule } from './modules/poem-test/poem-test.plugin.js';
import { poetModule } from './modules/poet/poet.plugin.js';
import { recitationModule } from './modules/recitation/recitation.plugin.js';
import { rewardsModule } from './modules/rewards/rewards.plugin.js';
import { searchModule } from './modules/search/search.plugin.js';
import { sxydModule } from './modules/sxyd/sxyd.plugin.js';
import { systemModule } from './modules/system/system.plugin.js';
import { tbjxModule } from './modules/tbjx/tbjx.plugin.js';
import { TextbookService } from './modules/tbjx/textbook.service.js';
import { AccountDeletion } from './modules/user/account-deletion.service.js';
import { userModule } from './modules/user/user.plugin.js';
import { ycjyModule } from './modules/ycjy/ycjy.plugin.js';
import { zgwhModule } from './modules/zgwh/zgwh.plugin.js';
import { zjktModule } from './modules/zjkt/zjkt.plugin.js';
import { zyqmModule } from './modules/zyqm/zyqm.plugin.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerAuth } from './plugins/auth.plugin.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/errors.plugin.js';
import { loggerOptions, RequestLog } from './plugins/logging.js';
import { registerProtocol } from './plugins/protocol.plugin.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.plugin.js';
import { createStorage } from './storage/create-storage.js';

/** What the app needs from outside: an open, migrated database. */
export interface AppDeps {
  database: Database;
}

/**
 * Builds the whole server: cross-cutting plugins in a fixed order, then every feature module as a
 * plugin, one line each, then the web app. Tests call this with a fresh database and use `app.inject`.
 */
export async function buildApp(config: Readonly<Config>, { database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLog(config.requestLog),
    trustProxy: config.trustProxy,
  });
  registerErrorHandler(app);
  await registerCompression(app);
  await registerProtocol(app);
  registerAuth(app, new AccountRepository(database.db));
  registerSecurityHeaders(app, config);
  await registerApiDocs(app);
  await registerRateLimits(app, config);

  const storage = await createStorage(config);
  const media = new MediaService(new CatalogueRepository(database.db), storage);
  const hzzy = new HzzyService(new HzzyRepository(database.db, database.engine), media);
  const deps: ModuleDeps = {
    config,
    database,
    media,
    accountDeletion: new AccountDeletion(),
    chapterReached: new ChapterReached(),
    commonWords: new CommonWordIndex(new HzzyTrainingRepository(database.db)),
    hzzy,
    textbook: new TextbookService(new TextbookRepository(database.db), hzzy),
    storage,
  };
  await app.register(systemModule, deps);
  await app.register(moduleModule, deps);
  await app.register(userModule, deps);
  await app.register(recitationModule, deps);
  await app.register(passportModule, deps);
  await app.register(learnRecordModule, deps);
  await app.register(membershipModule, deps);
  await app.register(mediaModule, deps);
  await app.register(characterModule, deps);
  await app.register(searchModule, deps);
  await app.register(poemModule, deps);
  await app.register(poemAudioModule, deps);
  await app.register(poemTestModule, deps);
  await app.register(poetModule, deps);
  await app.register(hzzyModule, deps);
  // Before content: a resource/content request naming the textbook's module is a lesson.
  await app.register(tbjxModule, deps);
  await app.register(bpcyModule, deps);
  await app.register(jdmzModule, deps);
  await app.register(zgwhModule, deps);
  await app.register(bpydModule, deps);
  await app.register(bpzwModule, deps);
  await app.register(zyqmModule, deps);
  await app.register(ycjyModule, deps);
  await app.register(sxydModule, deps);
  await app.register(rewardsModule, deps);
  await app.register(contentModule, deps);
  await app.register(mediaLibraryModule, deps);
  await app.register(classesModule, deps);
  await app.register(kszxModule, deps);
  await app.register(askModule, deps);
  await app.register(zjktModule, deps);
  await app.register(parentModule, deps);
  await app.register(messagesModule, deps);

  await registerStaticWeb(app, config.webDist);
  return app;
}
