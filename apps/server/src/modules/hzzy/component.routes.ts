import { characterPartsCall, componentBuildsCall, componentsCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { buildAfterListen } from '../../lib/build-after-listen.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ComponentService } from './component.service.js';

/** 组字 and a character's parts (component, component/builds, component/parts). */
export function componentRoutes(app: FastifyInstance, service: ComponentService): void {
  registerCall(app, componentsCall, async () => ({ components: await service.components() }));
  registerCall(app, componentBuildsCall, (p) => service.builds(p.component));
  registerCall(app, characterPartsCall, (p) => service.parts(p.char));
  // Built once the server listens; a failed build is retried by the next call.
  buildAfterListen(app, '组字 index build', () => service.ready());
}
