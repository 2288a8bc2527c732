import {
  bookCall,
  bookChapterCall,
  bookProgressCall,
  bookSearchCall,
  bookshelfCall,
  bpydHomeCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { buildAfterListen } from '../../lib/build-after-listen.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { BpydService } from './bpyd.service.js';

export function bpydRoutes(app: FastifyInstance, bpyd: BpydService): void {
  registerCall(app, bpydHomeCall, (_p, { user }) => bpyd.home(user.id));
  registerCall(app, bookCall, (p, { user }) => bpyd.bookPage(user.id, p.id));
  // A chapter is built once (until the recordings change) and answered as the same object.
  registerCall(app, bookChapterCall, (p) => bpyd.chapter(p.book_id, p.chapter), { keptAnswers: true });
  registerCall(app, bookshelfCall, (p, { user }) => bpyd.setShelved(user.id, p.book_id, p.on));
  registerCall(app, bookProgressCall, (p, { user }) => bpyd.saveProgress(user.id, p.book_id, p.chapter, p.position));
  registerCall(app, bookSearchCall, (p) => bpyd.search(p.q));
  // Built once the server listens, so the first search does not wait (a failed build is retried by the next).
  buildAfterListen(app, 'book search index build', () => bpyd.ready());
}
