import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { mediaRoutes } from './media.routes.js';

/** The catalogue's media files, served from the installed packages. */
export async function mediaModule(app: FastifyInstance, { media }: ModuleDeps): Promise<void> {
  mediaRoutes(app, media);
}
