import { CatalogueRepository, HzzyRepository, HzzyTrainingRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { componentRoutes } from './component.routes.js';
import { ComponentService } from './component.service.js';
import { hzzyRoutes } from './hzzy.routes.js';
import { syllableAudioRoutes } from './syllable-audio.routes.js';
import { SyllableAudioService } from './syllable-audio.service.js';
import { GameService } from './training/game.service.js';
import { hzzyTrainingRoutes } from './training/hzzy-training.routes.js';
import { trainingServiceFor } from './training/hzzy-training.service.js';

/**
 * 汉字字源: pinyin, characters, 组字, and the training (tests, levels, review, the game), which
 * shares the area's services (the 组字 index is built once per server).
 */
export async function hzzyModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { database, media, storage, hzzy } = deps;
  const components = new ComponentService(
    new HzzyRepository(database.db, database.engine),
    new CatalogueRepository(database.db),
  );
  hzzyRoutes(app, hzzy);
  await syllableAudioRoutes(app, new SyllableAudioService(hzzy, media, storage));
  componentRoutes(app, components);
  hzzyTrainingRoutes(
    app,
    trainingServiceFor(deps),
    new GameService(new HzzyTrainingRepository(database.db), components),
  );
}
