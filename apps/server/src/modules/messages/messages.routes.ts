import {
  messageReadCall,
  messageSendCall,
  messagesMineCall,
  messagesReadAllCall,
  messagesSentCall,
  messagesUnreadCall,
  messageWithdrawCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { MessagesService } from './messages.service.js';

/** 消息 (issue 17): HTTP only; the service checks who may send to whom and who may read what. */
export async function messagesRoutes(app: FastifyInstance, service: MessagesService): Promise<void> {
  registerCall(app, messageSendCall, (p, { user }) => service.send(user, p));
  registerCall(app, messagesSentCall, (p, { user }) => service.sent(user, p.class_id, p));
  registerCall(app, messagesMineCall, (p, { user }) => service.mine(user, p));
  registerCall(app, messagesUnreadCall, (_p, { user }) => service.unread(user));
  registerCall(app, messageReadCall, (p, { user }) => service.read(user, p.id));
  registerCall(app, messagesReadAllCall, (_p, { user }) => service.readAll(user));
  registerCall(app, messageWithdrawCall, (p, { user }) => service.withdraw(user, p.id));
}
