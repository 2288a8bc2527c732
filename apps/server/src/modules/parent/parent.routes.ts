import {
  parentAnswerCall,
  parentPinCheckCall,
  parentPinRemoveCall,
  parentPinSetCall,
  parentPinStatusCall,
  parentQuestionCall,
  weeklyReportCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { ParentService } from './parent.service.js';

/** The parent check and the weekly report, each on the caller's own account. */
export function parentRoutes(app: FastifyInstance, service: ParentService): void {
  registerCall(app, parentQuestionCall, (_p, { user }) => service.question(user));
  registerCall(app, parentAnswerCall, (p, { user }) => service.answer(user, p.check_id, p.answer));
  registerCall(app, parentPinCheckCall, (p, { user }) => service.pinCheck(user, p.pin));
  registerCall(app, parentPinStatusCall, (_p, { user }) => service.pinStatus(user));
  registerCall(app, parentPinSetCall, (p, { user }) => service.setPin(user, p.pass, p.pin));
  registerCall(app, parentPinRemoveCall, (p, { user }) => service.removePin(user, p.pass));
  registerCall(app, weeklyReportCall, (p, { user }) => service.weeklyReport(user, p.pass));
}
