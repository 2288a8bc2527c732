import { learnRecordCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { LearnRecordService } from './learn-record.service.js';

/** Start and end of learning records (spec §7, the learn-record endpoint). */
export function learnRecordRoutes(app: FastifyInstance, service: LearnRecordService): void {
  registerCall(app, learnRecordCall, (p, { user }) => service.startOrEnd(user.id, p));
}
