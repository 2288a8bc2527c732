import { PoemAudioRepository, PoemRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { poemAudioRoutes } from '../poem-audio/poem-audio.routes.js';
import { PoemAudioService } from '../poem-audio/poem-audio.service.js';
import { RecitationStore } from '../recitation/recitation-store.js';
import { poemRoutes } from './poem.routes.js';
import { PoemService } from './poem.service.js';

/**
 * 经典诵读: collections, poems and favourites, with the teachers' recordings of poems (managed
 * here too, since a poem page plays them).
 */
export async function poemModule(app: FastifyInstance, { config, database, media }: ModuleDeps): Promise<void> {
  const poemAudio = new PoemAudioService(
    new PoemAudioRepository(database.db),
    new RecitationStore(config.dataDir, 'poem-audio'),
  );
  poemRoutes(app, new PoemService(new PoemRepository(database.db), media, poemAudio));
  await poemAudioRoutes(app, poemAudio);
}
