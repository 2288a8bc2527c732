import {
  AccountRepository,
  BooksRepository,
  PoemAudioRepository,
  PoemRepository,
  PoemStudyRepository,
  SxydRepository,
} from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import { BpydService, type Segmenter } from '../bpyd/bpyd.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { PoemService } from '../poem/poem.service.js';
import { PoemAudioService } from '../poem-audio/poem-audio.service.js';
import { QmdwService } from './qmdw.service.js';
import { sxydRoutes } from './sxyd.routes.js';
import { TracksService } from './tracks.service.js';

/** sxyd reads chapters only; searching the library is 部编阅读's. */
const noSearch: Segmenter = {
  start: () => {
    throw new Error('视听阅读不搜索书库');
  },
  segment: () => Promise.reject(new Error('视听阅读不搜索书库')),
};

/**
 * 视听阅读 (issue 15, modules 2010 and 2101): listen-and-read tracks served by the poem and library
 * services, and 听音辨位's rounds (migration 0033; a pupil's rows go with the account by cascade).
 */
export async function sxydModule(app: FastifyInstance, { database, media, storage }: ModuleDeps): Promise<void> {
  const repo = new SxydRepository(database.db);
  const teacherAudio = new PoemAudioService(
    new PoemAudioRepository(database.db),
    new AudioStore(storage, 'poem-audio'),
  );
  const poems = new PoemService(
    new PoemRepository(database.db),
    media,
    teacherAudio,
    new PoemStudyRepository(database.db),
  );
  const books = new BpydService(new BooksRepository(database.db), media, noSearch);
  sxydRoutes(
    app,
    new TracksService(repo, poems, books),
    new QmdwService(repo, new AccountRepository(database.db), media),
  );
}
