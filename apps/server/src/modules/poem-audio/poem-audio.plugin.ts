import { PoemAudioRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { poemAudioRoutes } from './poem-audio.routes.js';
import { PoemAudioService } from './poem-audio.service.js';

/** 老师录音: teachers' recordings of poems, managed by teachers and admins, served to everyone. */
export async function poemAudioModule(app: FastifyInstance, { database, storage }: ModuleDeps): Promise<void> {
  await poemAudioRoutes(
    app,
    new PoemAudioService(new PoemAudioRepository(database.db), new AudioStore(storage, 'poem-audio')),
  );
}
