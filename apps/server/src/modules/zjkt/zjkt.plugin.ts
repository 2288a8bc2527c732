import { ContentRepository, MediaLibraryRepository, ZjktRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import { MediaLibraryService } from '../media-library/media-library.service.js';
import type { ModuleDeps } from '../module-deps.js';
import { zjktRoutes } from './zjkt.routes.js';
import { ZjktService } from './zjkt.service.js';
import { ZjktImages } from './zjkt-images.js';

/**
 * 专家课堂: lessons by teachers and admins with pictures, a media library video and links into our
 * content. A deleted author's lessons stay (author_id is set null).
 */
export async function zjktModule(app: FastifyInstance, { database, storage, textbook }: ModuleDeps): Promise<void> {
  const library = new MediaLibraryService(
    new MediaLibraryRepository(database.db),
    new ContentRepository(database.db),
    storage,
  );
  const service = new ZjktService(new ZjktRepository(database.db), new ZjktImages(storage), {
    mediaUrl: (file) => library.url(file),
    volumeNames: async () => new Map((await textbook.volumes()).map((v) => [v.id, v.name])),
  });
  await zjktRoutes(app, service);
}
