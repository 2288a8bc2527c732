import { ycjyCheckCall, ycjyCheckSubmitCall, ycjyLessonCall, ycjyPlanCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { inMemory, sendMedia, sendNotFound } from '../../plugins/media-sender.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { YcjyService } from './ycjy.service.js';

/** The pictures change only with an import; a day's cache, then a cheap 304. */
const ICON = { type: 'image/svg+xml', cache: 'public, max-age=86400' };

export function ycjyRoutes(app: FastifyInstance, ycjy: YcjyService): void {
  registerCall(app, ycjyPlanCall, (p, { user }) => ycjy.plan(user.id, p.grade));
  registerCall(app, ycjyLessonCall, (p) => ycjy.lesson(p.grade, p.month, p.index));
  registerCall(app, ycjyCheckCall, (p, { user }) => ycjy.check(user.id, p.grade, p.month));
  registerCall(app, ycjyCheckSubmitCall, (p, { user }) => ycjy.submit(user.id, p.grade, p.month, p.answers));

  app.get<{ Params: { file: string } }>('/ycjy-icon/:file', async (request, reply) => {
    const [, name] = /^([a-z0-9-]{1,60})\.svg$/.exec(request.params.file) ?? [];
    const svg = name ? await ycjy.icon(name) : undefined;
    if (!svg) return sendNotFound(reply);
    return sendMedia(request, reply, inMemory(svg), ICON);
  });
}
