import { poetInfoCall, poetListCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { PoetService } from './poet.service.js';

/** 名人名篇: the authors list and one author. */
export function poetRoutes(app: FastifyInstance, service: PoetService): void {
  registerCall(app, poetListCall, () => service.list());
  registerCall(app, poetInfoCall, (p) => service.info(p.name, p.dynasty));
}
