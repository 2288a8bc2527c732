import { ycjyCheckCall, ycjyCheckSubmitCall, ycjyLessonCall, ycjyPlanCall } from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { pictureRoute } from '../../plugins/picture-route.js';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { YcjyService } from './ycjy.service.js';

export function ycjyRoutes(app: FastifyInstance, ycjy: YcjyService): void {
  registerCall(app, ycjyPlanCall, (p, { user }) => ycjy.plan(user.id, p.grade));
  registerCall(app, ycjyLessonCall, (p) => ycjy.lesson(p.grade, p.month, p.index));
  registerCall(app, ycjyCheckCall, (p, { user }) => ycjy.check(user.id, p.grade, p.month));
  registerCall(app, ycjyCheckSubmitCall, (p, { user }) => ycjy.submit(user.id, p.grade, p.month, p.answers));
  pictureRoute(app, '/ycjy-icon', (name) => ycjy.icon(name));
}
