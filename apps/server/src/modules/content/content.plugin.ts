import { ContentRepository, MediaLibraryRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { MediaLibraryService } from '../media-library/media-library.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { contentRoutes } from './content.routes.js';
import { ContentService } from './content.service.js';

/**
 * The shared content kit (issue 12): a module's categories, their items and the media hung on
 * them. No account clean-up: a deleted teacher's categories and items stay (created_by set null).
 */
export async function contentModule(
  app: FastifyInstance,
  { database, storage }: Pick<ModuleDeps, 'database' | 'storage'>,
): Promise<void> {
  const content = new ContentRepository(database.db);
  const media = new MediaLibraryService(new MediaLibraryRepository(database.db), content, storage);
  contentRoutes(app, new ContentService(content, media));
}
