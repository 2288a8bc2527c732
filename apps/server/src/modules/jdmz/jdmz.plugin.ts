import { AccountRepository, ContentRepository, JdmzRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { ChainService } from './chain.service.js';
import { jdmzRoutes } from './jdmz.routes.js';
import { JdmzService } from './jdmz.service.js';
import { KnownIdiomIndex } from './known-idioms.js';
import { QuizService } from './quiz.service.js';

/**
 * 成语典故 (issue 15): stories, groups and 歇后语 as module 2012's categories, the idiom page,
 * 成语接龙 and the quiz. The known idioms are read once, on first use (a restart picks up an import).
 */
export async function jdmzModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  const repo = new JdmzRepository(database.db);
  let index: Promise<KnownIdiomIndex> | undefined;
  const known = () => {
    index ??= repo.knownIdioms().then((rows) => new KnownIdiomIndex(rows));
    // A failed read must not stay cached.
    index.catch(() => {
      index = undefined;
    });
    return index;
  };
  jdmzRoutes(
    app,
    new JdmzService(repo, new ContentRepository(database.db)),
    new ChainService(repo, new AccountRepository(database.db), known),
    new QuizService(repo, known),
  );
}
