import { ClassesRepository, MessagesRepository } from '@yuwen/db';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { messagesRoutes } from './messages.routes.js';
import { MessagesService } from './messages.service.js';

/** 消息: teachers' messages to their classes, admins' to a class or everyone, and read marks. */
export async function messagesModule(app: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  const service = new MessagesService(new MessagesRepository(database.db), new ClassesRepository(database.db));
  await messagesRoutes(app, service);
}
