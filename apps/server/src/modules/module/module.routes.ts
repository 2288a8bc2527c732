import { moduleTreeCall, resourceCategoryCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ModuleService } from './module.service.js';

/** The module tree and resource categories (spec §7; no user needed). */
export function moduleRoutes(app: FastifyInstance, service: ModuleService): void {
  // Each tree is built once per cache period and answered as the same object meanwhile.
  registerCall(app, moduleTreeCall, (p) => service.tree(p.deep, p.id), { keptAnswers: true });
  registerCall(app, resourceCategoryCall, (p) => service.categories(p.module_id, p.pid ?? '0', p.need_deep));
}
