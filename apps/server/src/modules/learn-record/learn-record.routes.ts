import { learnRecordCall, learnRecordListCall, onlineCountCall, statisticsCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { LearnRecordService } from './learn-record.service.js';

/** Learning records (spec §7, the learn-record endpoint), learning-time statistics and the online count. */
export function learnRecordRoutes(app: FastifyInstance, service: LearnRecordService): void {
  registerCall(app, learnRecordCall, (p, { user }) => service.startOrEnd(user.id, p));
  registerCall(app, learnRecordListCall, (p, { user }) => service.list(user.id, p.page, p.page_size));
  registerCall(app, statisticsCall, (p, { user }) => service.statistics(user.id, p.days));
  registerCall(app, onlineCountCall, () => service.onlineCount());
}
