import { loginCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { PassportService } from './passport.service.js';

/** Login (spec §7). Registration, token login and the rest of the passport come with accounts. */
export function passportRoutes(app: FastifyInstance, service: PassportService): void {
  registerCall(app, loginCall, (p) => service.login(p.account, p.password, p.product));
}
