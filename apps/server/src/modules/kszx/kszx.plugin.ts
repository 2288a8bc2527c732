import { ExamReviewsRepository, ExamsRepository, TextbookRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { buildAfterListen } from '../../lib/build-after-listen.js';
import { trainingServiceFor } from '../hzzy/training/hzzy-training.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { kszxRoutes } from './kszx.routes.js';
import { KszxService } from './kszx.service.js';
import { WritingReviewsService, writingReviewRoutes } from './writing-reviews.js';

/** The service over 同步教学's data and 汉字字源's characters (also what the bench times). */
export function createKszxService(
  deps: Pick<ModuleDeps, 'database' | 'media' | 'commonWords' | 'hzzy' | 'textbook'>,
): KszxService {
  const { database, media, hzzy, textbook } = deps;
  const training = trainingServiceFor(deps);
  return new KszxService(
    new ExamsRepository(database.db),
    new TextbookRepository(database.db),
    textbook,
    hzzy,
    training,
    (char) => media.strokeData(char),
  );
}

/** 考试中心: papers made from the textbook, taken on the clock and marked on the server. */
export async function kszxModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { database, media } = deps;
  const service = createKszxService(deps);
  kszxRoutes(app, service, media);
  // What papers draw on is read once the server listens, among it the app's one common-words index
  // (汉字字源's and 同步教学's questions use it too); a failed build is retried by the next ask.
  buildAfterListen(app, 'kszx word index build', () => service.ready());
  writingReviewRoutes(app, new WritingReviewsService(new ExamReviewsRepository(database.db)));
}
