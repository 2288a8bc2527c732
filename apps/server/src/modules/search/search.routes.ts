import { searchCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { buildAfterListen } from '../../lib/build-after-listen.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { SearchService } from './search.service.js';

/** Catalogue search (no user needed). */
export function searchRoutes(app: FastifyInstance, service: SearchService): void {
  registerCall(app, searchCall, async (p) => ({
    keyword: p.keyword,
    groups: await service.search(p.keyword, p.type, p.page, p.page_size),
  }));
  // The index is built once the server listens, so start-up stays quick and the first pupil to
  // search does not wait for it (a failed build is retried by the next search).
  buildAfterListen(app, 'search index build', () => service.ready());
}
