import { PoemAudioRepository, PoemRepository, PoemStudyRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { PoemAudioService } from '../poem-audio/poem-audio.service.js';
import { poemRoutes } from './poem.routes.js';
import { PoemService } from './poem.service.js';

/** 经典诵读: collections, poems and favourites; a poem page plays its teacher's recording when there is one. */
export async function poemModule(app: FastifyInstance, { database, media, storage }: ModuleDeps): Promise<void> {
  const teacherAudio = new PoemAudioService(
    new PoemAudioRepository(database.db),
    new AudioStore(storage, 'poem-audio'),
  );
  poemRoutes(
    app,
    new PoemService(new PoemRepository(database.db), media, teacherAudio, new PoemStudyRepository(database.db)),
  );
}
