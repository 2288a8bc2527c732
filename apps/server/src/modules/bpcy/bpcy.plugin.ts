import { BpcyRepository, TextbookRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { AudioStore } from '../../storage/audio-store.js';
import { trainingServiceFor } from '../hzzy/training/hzzy-training.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { bpcyRoutes } from './bpcy.routes.js';
import { DictationService } from './dictation.service.js';
import { WordPracticeService } from './practice.service.js';
import { WordAudioService } from './word-audio.service.js';
import { WordListService } from './word-lists.service.js';
import { WordsService } from './words.service.js';

/**
 * 部编词语 and 听写: words by textbook lesson with our notes, dictation rounds and word practice,
 * teachers' recordings of words and teachers' word lists.
 * Dictation results go through 汉字字源's review, so a character missed here waits in the same 错字本.
 */
export async function bpcyModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { database, media, storage, hzzy, textbook } = deps;
  const repo = new BpcyRepository(database.db);
  const textbookRepository = new TextbookRepository(database.db);
  const training = trainingServiceFor(deps);
  const words = new WordsService(repo, textbook, textbookRepository, hzzy, media);
  const lists = new WordListService(repo, words);
  await bpcyRoutes(app, {
    words,
    dictation: new DictationService(repo, words, hzzy, training, lists),
    practice: new WordPracticeService(repo, words, textbook),
    lists,
    audio: new WordAudioService(repo, new AudioStore(storage, 'word-audio')),
  });
}
