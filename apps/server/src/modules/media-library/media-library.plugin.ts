import { ContentRepository, MediaLibraryRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { mediaLibraryRoutes } from './media-library.routes.js';
import { MediaLibraryService } from './media-library.service.js';

/**
 * 媒体库 (issue 12): videos, images and audio checked by their content, kept in the storage,
 * attached to the content kit's modules, categories and items. No account clean-up: a deleted
 * teacher's files stay (uploaded_by is set null).
 */
export async function mediaLibraryModule(
  app: FastifyInstance,
  { database, storage }: Pick<ModuleDeps, 'database' | 'storage'>,
): Promise<void> {
  const service = new MediaLibraryService(
    new MediaLibraryRepository(database.db),
    new ContentRepository(database.db),
    storage,
  );
  await mediaLibraryRoutes(app, service);
}
