import { dailyPathCall, rewardsCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { RewardsService } from './rewards.service.js';

/** A pupil's own rewards and today's tasks. */
export function rewardsRoutes(app: FastifyInstance, service: RewardsService): void {
  registerCall(app, rewardsCall, (_p, { user }) => service.rewards(user.id));
  registerCall(app, dailyPathCall, (p, { user }) => service.dailyPath(user.id, p.volume));
}
