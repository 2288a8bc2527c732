import { poemTestCreateCall, poemTestHistoryCall, poemTestResultCall, poemTestSubmitCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { PoemTestService } from './poem-test.service.js';

/** Poem tests of /tssc/test (user/poemTest): generate, hand in, results and history, each pupil's own. */
export function poemTestRoutes(app: FastifyInstance, service: PoemTestService): void {
  registerCall(app, poemTestCreateCall, (p, { user }) => service.create(user.id, p.collection, p.count));
  registerCall(app, poemTestSubmitCall, (p, { user }) => service.submit(user.id, p.id, p.answers));
  registerCall(app, poemTestResultCall, (p, { user }) => service.find(user.id, p.id));
  registerCall(app, poemTestHistoryCall, (p, { user }) => service.history(user.id, p.page, p.page_size));
}
